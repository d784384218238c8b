// Replays the analysis rules (signal, structural stop, TP at the plan's reward/risk) over this
// symbol's history. A trade wins as a call does on the track record: it reaches its first target
// (TP1) before its stop within the style's window (lib/outcome-rules/first-touch, the same rule).
// The success probability of a call starts from the win rate these rules achieved here.
import type { Candle } from "@/lib/providers/market/types";
import type { Backtest, Signal, Trend } from "../types";
import { indicatorsAt, WARMUP_BARS, type IndicatorSeries } from "./indicator-series";
import { scoreSignal } from "./signal";
import { findSwings, supportResistance, trendOf } from "./structure";
import { planStrategy, TP1_SHARE } from "./strategy";
import { walkToFirstTouch } from "@/lib/outcome-rules/first-touch";
import { sessionEndIndex } from "@/lib/outcome-rules/session";

/** Fewer trades than this and the win rate is noise: the spec's defaults apply. */
export const MIN_BACKTEST_TRADES = 8;
/** An idea's card is read for up to an hour while the analysis its link opens reads newer bars,
 * and a history just above the minimum can fall below it on the next bars: an idea needs twice
 * the minimum, so the analysis it leads to does not call its history too short. */
export const MIN_IDEA_TRADES = 2 * MIN_BACKTEST_TRADES;
export const DEFAULT_SUCCESS_PROBABILITY = 75; // part 2 section 9 default
export const DEFAULT_WIN_RATE = 58.1; // part 2 section 9: the backtest win rate shown is at least 58.1

export interface BacktestTrade {
  direction: "BUY" | "SELL";
  entryIndex: number;
  exitIndex: number;
  entry: number;
  exit: number;
  profitPercent: number;
  win: boolean;
  reachedTp1: boolean; // touched the TP1 level (62.5% of the way to the target) before any stop: a win
  stop: number;
  target: number; // TP1: the level a win reaches
  rMultiple: number; // result in stop distances (+TP1 distance / stop distance on a win, -1 at the stop)
}

export interface BacktestRun {
  summary: Backtest;
  trades: BacktestTrade[];
  winRateByDirection: Record<"BUY" | "SELL", { trades: number; winRate: number | null }>;
  tp1HitRate: number | null; // percent of trades that reached TP1
}

export interface BacktestInput {
  candles: Candle[];
  series: IndicatorSeries;
  horizon: number; // bars a trade may stay open when no window is given
  windowMs?: number; // the style's window (track record), counted from the first bar after the entry
  rewardRisk: number; // TP distance in stop distances, as in the live plan
  higherTrendAt?: (time: number) => Trend | null;
  /** The bars' interval when trades close with their session (scalping, intraday), as on the track record. */
  sessionBarMs?: number;
}

export function trendAt(candles: Candle[], s: IndicatorSeries, i: number): Trend | null {
  const sma20 = s.sma20[i];
  const sma50 = s.sma50[i];
  if (sma20 == null || sma50 == null) return null;
  return trendOf(candles[i].close, sma20, sma50, i >= 5 ? s.sma20[i - 5] : null);
}

export function signalAt(candles: Candle[], s: IndicatorSeries, i: number, higherTrend: Trend | null): Signal | null {
  const ind = indicatorsAt(s, candles, i);
  const trend = trendAt(candles, s, i);
  if (!ind || !trend) return null;
  return scoreSignal({ price: candles[i].close, indicators: ind, trend, higherTrend }).signal;
}

export function runBacktest({
  candles,
  series,
  horizon,
  windowMs,
  rewardRisk,
  higherTrendAt,
  sessionBarMs,
}: BacktestInput): BacktestRun {
  const trades: BacktestTrade[] = [];
  let i = WARMUP_BARS;
  while (i < candles.length - 1) {
    const signal = signalAt(candles, series, i, higherTrendAt?.(candles[i].time) ?? null);
    const atr = series.atr[i];
    if ((signal !== "BUY" && signal !== "SELL") || atr == null) {
      i += 1;
      continue;
    }
    const price = candles[i].close;
    const { support, resistance } = supportResistance(candles, i, price, findSwings(candles, i));
    const plan = planStrategy({
      direction: signal,
      price,
      atr,
      support,
      resistance,
      budget: 1,
      riskPercentage: 1,
      leverage: 1e9,
      goalAmount: 0,
      maxMoveAtr: Infinity,
    });
    const side = signal === "BUY" ? 1 : -1;
    const stopDistance = side * (price - plan.levels.stopLoss);
    const stop = price - side * stopDistance;
    const tp1 = price + side * TP1_SHARE * Math.max(rewardRisk, 1.5) * stopDistance;
    const first = i + 1;
    const sessionEnd = sessionBarMs === undefined ? candles.length : sessionEndIndex(candles, first, sessionBarMs);
    const walk = walkToFirstTouch(candles, {
      long: side > 0,
      stop,
      target: tp1,
      from: first,
      until: Math.min(windowMs === undefined ? i + horizon + 1 : candles.length, sessionEnd),
      deadlineMs: windowMs === undefined ? undefined : candles[first].time * 1000 + windowMs,
    });
    const closedWithSession = !walk.hit && !walk.windowServed && sessionEnd < candles.length;
    // A trade whose window has not run out by the last bar is still open: not counted.
    if (!walk.hit && windowMs !== undefined && !walk.windowServed && !closedWithSession) break;
    const exitIndex = walk.hit ? walk.hit.index : Math.max(first, walk.lastIndex);
    const exit = walk.hit ? walk.hit.price : candles[exitIndex].close;
    const reachedTp1 = walk.hit?.level === "target";
    const profitPercent = ((side * (exit - price)) / price) * 100;
    trades.push({
      direction: signal,
      entryIndex: i,
      exitIndex,
      entry: price,
      exit,
      profitPercent,
      win: reachedTp1,
      reachedTp1,
      stop,
      target: tp1,
      rMultiple: (side * (exit - price)) / stopDistance,
    });
    i = exitIndex + 1;
  }
  const tp1HitRate =
    trades.length >= MIN_BACKTEST_TRADES
      ? round1((trades.filter((t) => t.reachedTp1).length / trades.length) * 100)
      : null;
  return { summary: summarize(candles, trades), trades, winRateByDirection: byDirection(trades), tp1HitRate };
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const iso = (t: number | undefined) => new Date((t ?? 0) * 1000).toISOString();

function summarize(candles: Candle[], trades: BacktestTrade[]): Backtest {
  const period = { from: iso(candles[0]?.time), to: iso(candles[candles.length - 1]?.time) };
  const sufficient = trades.length >= MIN_BACKTEST_TRADES;
  let equity = 1;
  let peak = 1;
  let maxDrawdown = 0;
  for (const t of trades) {
    equity *= 1 + t.profitPercent / 100;
    peak = Math.max(peak, equity);
    maxDrawdown = Math.max(maxDrawdown, (peak - equity) / peak);
  }
  const wins = trades.filter((t) => t.win).length;
  const averageProfit = trades.length ? trades.reduce((s, t) => s + t.profitPercent, 0) / trades.length : 0;
  return {
    winRate: sufficient ? round1((wins / trades.length) * 100) : DEFAULT_WIN_RATE,
    averageProfit: Math.round(averageProfit * 100) / 100,
    maxDrawdown: round1(maxDrawdown * 100),
    trades: trades.length,
    period,
    sufficient,
  };
}

function byDirection(trades: BacktestTrade[]) {
  const of = (d: "BUY" | "SELL") => {
    const list = trades.filter((t) => t.direction === d);
    return {
      trades: list.length,
      winRate: list.length ? round1((list.filter((t) => t.win).length / list.length) * 100) : null,
    };
  };
  return { BUY: of("BUY"), SELL: of("SELL") };
}

/** The call's probability: the same-direction win rate when there are enough such trades. */
export function probabilityFrom(run: BacktestRun, direction: Signal): number {
  if (!run.summary.sufficient) return DEFAULT_SUCCESS_PROBABILITY;
  const d = direction === "BUY" || direction === "SELL" ? run.winRateByDirection[direction] : null;
  if (d && d.winRate != null && d.trades >= MIN_BACKTEST_TRADES / 2) return d.winRate;
  return run.summary.winRate;
}
