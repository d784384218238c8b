// Walks the product's engine forward over one recorded series: at evenly spread, seeded moments t
// it runs analyzeInstrument (the engine the analysis service runs) on the market as it stood at t,
// then resolves the plan on the bars that followed with the track record's own rule (resolveCall:
// first of stop or TP1, a bar touching both is a loss, the style's window). WAIT and AVOID keep
// the levels the plan had, so what they would have done is known too.
import { seeded } from "@/tests/helpers/seeded-random";
import { analyzeInstrument } from "@/lib/analysis/engine/analyze-instrument";
import type { InvestmentType } from "@/lib/analysis/schemas";
import { timeframes } from "@/lib/analysis/engine/timeframes";
import { computeVerdict } from "@/lib/analysis/verdict";
import { patternRateOf } from "@/lib/analysis/decision";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import type { Interval } from "@/lib/providers/market/types";
import { alwaysLong, resolveCall, type Call } from "@/lib/track-record/resolve";
import { windowFor } from "@/lib/outcome-rules/windows";
import { DAY_MS } from "@/lib/time";
import type { HistorySeries } from "./loader";
import { createHistoryMarket, firstAtOrAfter } from "./market";
import type { MarketFeatures } from "@/lib/analysis/engine/market-features";

export const STYLES: InvestmentType[] = ["scalping", "intraday", "swing", "position", "medium"];
/** The engine needs this many bars of the style's interval before t (WARMUP_BARS + 10, and a backtest). */
const MIN_PRIMARY_BARS = 120;

export interface CallRecord {
  file: string;
  symbol: string;
  assetClass: string;
  dataInterval: Interval;
  style: InvestmentType;
  resolvedOn: Interval; // the track record's interval for the style, or the file's own when coarser
  t: number; // ms: the moment of the analysis
  half: "train" | "test";
  recommendation: "BUY" | "SELL" | "WAIT" | "AVOID";
  direction: "BUY" | "SELL";
  raw: number; // the engine's raw (backtest) probability, percent
  randomWalk: number | null; // the random-walk baseline for the same levels and window, percent
  sufficient: boolean;
  badge: string; // the verdict badge the results screen would show
  rewardRisk: number;
  status: "win" | "loss" | "expired";
  r: number; // result in stop distances
  pct: number; // result in percent of entry
  longStatus: "win" | "loss" | "expired" | "open"; // the always-long baseline
  longR?: number; // the always-long plan's result in stop distances
  oppositeStatus?: "win" | "loss" | "expired" | "open"; // the same plan in the other direction
  oppositeR?: number;
  signalScore?: number; // the engine's vote, -1 .. +1
  features?: MarketFeatures;
}

/** The styles whose intervals this series can serve (never finer than the file). */
export function stylesFor(series: HistorySeries): InvestmentType[] {
  return STYLES.filter((s) => INTERVAL_MS[timeframes[s].interval] >= INTERVAL_MS[series.interval]);
}

export interface EvaluateOptions {
  points: number; // per series and style
  seed: number;
  styles?: InvestmentType[];
  light?: boolean;
}

export async function evaluateSeries(series: HistorySeries, o: EvaluateOptions): Promise<CallRecord[]> {
  const hm = createHistoryMarket(series);
  const out: CallRecord[] = [];
  const styles = (o.styles ?? stylesFor(series)).filter((s) => stylesFor(series).includes(s));
  for (const style of styles) {
    const tf = timeframes[style];
    const primary = hm.bars(tf.interval);
    const w = windowFor(style);
    const resolvedOn: Interval = INTERVAL_MS[w.interval] >= INTERVAL_MS[series.interval] ? w.interval : series.interval;
    const resolveBars = hm.bars(resolvedOn);
    if (primary.length < MIN_PRIMARY_BARS + 10) continue;
    // Moments at the close of a primary bar, from the first with enough history to the last whose
    // window the data still covers.
    const barMs = INTERVAL_MS[tf.interval];
    const firstT = primary[MIN_PRIMARY_BARS].time * 1000 + barMs;
    const lastT = primary[primary.length - 1].time * 1000 - w.days * DAY_MS;
    if (lastT <= firstT) continue;
    const midT = firstT + (lastT - firstT) / 2;
    const rand = seeded(o.seed ^ hash(`${series.file}|${style}`));
    const step = (lastT - firstT) / o.points;
    for (let k = 0; k < o.points; k++) {
      const guess = firstT + (k + rand()) * step;
      const idx = Math.max(MIN_PRIMARY_BARS, firstAtOrAfter(primary, Math.floor(guess / 1000)) - 1);
      const t = primary[idx].time * 1000 + barMs;
      const market = hm.at(new Date(t));
      let a;
      try {
        a = await analyzeInstrument({
          symbol: series.instrument.symbol,
          instrument: series.instrument,
          investmentType: style,
          budget: 10_000,
          budgetCurrency: series.instrument.currency,
          profitGoal: { value: 5, type: "%" },
          riskPercentage: 1,
          leverage: 1,
          now: new Date(t),
          market,
          light: o.light,
          calibration: null,
        });
      } catch {
        continue; // too little history at this moment: the product would refuse too
      }
      const l = a.plan.levels;
      const direction = l.stopLoss < l.entryPrice ? "BUY" : "SELL";
      const call: Call = {
        direction,
        entry: l.entryPrice,
        stop: l.stopLoss,
        target: l.takeProfit1,
        createdAt: new Date(t),
        investmentType: style,
      };
      const from = firstAtOrAfter(resolveBars, Math.floor(t / 1000));
      const to = firstAtOrAfter(resolveBars, Math.floor((t + (w.days + 10) * DAY_MS) / 1000));
      const bars = resolveBars.slice(from, to);
      const end = new Date(t + (w.days + 10) * DAY_MS);
      const outcome = resolveCall(call, bars, end);
      if (outcome.status === "open") continue;
      const stopDist = Math.abs(l.entryPrice - l.stopLoss);
      const side = direction === "BUY" ? 1 : -1;
      const exit = outcome.exitPrice ?? l.entryPrice;
      const rated = a.patterns.filter((p) => p.historicalSuccessRate != null);
      const verdict = computeVerdict({
        recommendation: a.recommendation,
        probability: a.successProbability,
        enhancedAnalysis: {
          multiTimeframeAnalysis: a.multiTimeframe,
          patternAnalysis: { historicalSuccessRate: patternRateOf(rated, a.backtest.winRate), patterns: a.patterns },
        },
      });
      const long = alwaysLong(call);
      const opposite: Call = {
        ...call,
        direction: direction === "BUY" ? "SELL" : "BUY",
        stop: 2 * l.entryPrice - l.stopLoss,
        target: 2 * l.entryPrice - l.takeProfit1,
      };
      const longOut = resolveCall(long, bars, end);
      const oppOut = resolveCall(opposite, bars, end);
      const rOf = (o: typeof outcome, s: number) =>
        stopDist > 0 ? (s * ((o.exitPrice ?? l.entryPrice) - l.entryPrice)) / stopDist : 0;
      const half = t + w.days * DAY_MS <= midT ? "train" : t >= midT ? "test" : null;
      if (!half) continue; // its window straddles the split: in neither half
      out.push({
        file: series.file,
        symbol: series.instrument.symbol,
        assetClass: series.instrument.type,
        dataInterval: series.interval,
        style,
        resolvedOn,
        t,
        half,
        recommendation: a.recommendation,
        direction,
        raw: a.backtestProbability,
        randomWalk: a.randomWalkProbability,
        sufficient: a.backtest.sufficient,
        badge: verdict.badge,
        rewardRisk: l.riskRewardRatio,
        status: outcome.status,
        r: stopDist > 0 ? (side * (exit - l.entryPrice)) / stopDist : 0,
        pct: ((side * (exit - l.entryPrice)) / l.entryPrice) * 100,
        longStatus: longOut.status,
        longR: longOut.status === "open" ? 0 : rOf(longOut, 1),
        oppositeStatus: oppOut.status,
        oppositeR: oppOut.status === "open" ? 0 : rOf(oppOut, -side),
        signalScore: Math.round(a.signalScore * 1000) / 1000,
        features: a.features,
      });
    }
  }
  return out;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
