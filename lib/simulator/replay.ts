import type { Candle } from "@/lib/providers/market/types";
import { barTouch } from "@/lib/outcome-rules/first-touch";

// The simulator's rule book, pure so it can be tested on hand-made candles and benchmarked.
// - Direction comes from the levels: a target above entry is a long, below is a short.
// - The order is filled at the entry price on the first closed bar, opening at or after the trade
//   start, whose range contains it. Nothing before the start is looked at (no look-ahead).
// - Exits are checked only on bars AFTER the entry bar: inside the entry bar we cannot know
//   whether its high and low came before or after the fill.
// - A bar opening beyond a level (a gap) fills at its open, for the stop and the target alike.
// - A bar touching both stop and target counts as the stop: inside one bar the order is unknown,
//   so we assume the worse (conservative).
// - With leverage the position is liquidated when the margin is gone: if the liquidation price is
//   closer than the stop it acts as the stop, and a loss never exceeds the investment.
// - Neither level touched by `now` (or the end of the candles given) leaves the trade 'open',
//   marked at the last close.
export type ReplayInput = {
  candles: Candle[]; // ascending by time; bars before `startMs` are ignored
  startMs: number;
  intervalMs: number;
  entry: number;
  stop: number;
  target: number;
  investment: number;
  leverage: number;
  now: Date;
};

export type ExitReason = "target" | "stop" | "liquidation";

export type ReplayOutcome = {
  direction: "long" | "short";
  result: "WIN" | "LOSS" | "open";
  filled: boolean;
  entryTime: number | null; // Unix seconds of the entry bar
  exit: { time: number; price: number; reason: ExitReason; gap: boolean } | null;
  /** Last close after entry for an open trade (unrealised P&L is marked there). */
  markPrice: number | null;
  pnl: number; // signed, in the investment's currency, leverage included
  returnPct: number; // pnl as a percent of the investment
  drawdownPct: number; // maximum adverse excursion while in the trade, % of investment, leverage included
  minutes: number; // entry bar to exit bar, or to the last closed bar for an open trade
  rrRatio: number; // reward distance / risk distance
  barsReplayed: number;
};

export function replayTrade(input: ReplayInput): ReplayOutcome {
  const { candles, startMs, intervalMs, entry, target, investment, leverage, now } = input;
  const long = target > entry;
  const sign = long ? 1 : -1;
  // Price at which the margin (investment) is fully lost.
  const liquidation = entry * (1 - sign / leverage);
  const liquidationFirst = long ? liquidation > input.stop : liquidation < input.stop;
  const stop = liquidationFirst ? liquidation : input.stop;
  const rrRatio = round(Math.abs(target - entry) / Math.abs(entry - input.stop), 2);
  const lastClosedOpen = now.getTime() - intervalMs; // a bar counts only once it has closed

  const base = { direction: long ? "long" : "short", rrRatio } as const;
  const pnlAt = (price: number) => Math.max(-investment, ((price - entry) / entry) * sign * leverage * investment);

  let i = 0;
  const n = candles.length;
  while (i < n && candles[i].time * 1000 < startMs) i++;
  // Fill: first closed bar whose range contains the entry price.
  for (; i < n && candles[i].time * 1000 <= lastClosedOpen; i++) {
    if (candles[i].low <= entry && entry <= candles[i].high) break;
  }
  if (i >= n || candles[i].time * 1000 > lastClosedOpen) {
    return {
      ...base,
      result: "open",
      filled: false,
      entryTime: null,
      exit: null,
      markPrice: null,
      pnl: 0,
      returnPct: 0,
      drawdownPct: 0,
      minutes: 0,
      barsReplayed: 0,
    };
  }

  const entryTime = candles[i].time;
  let worst = entry; // most adverse price seen while in the trade
  let bars = 0;
  let last = candles[i];
  for (let j = i + 1; j < n; j++) {
    const bar = candles[j];
    if (bar.time * 1000 > lastClosedOpen) break;
    bars++;
    last = bar;
    const adverse = long ? bar.low : bar.high;
    // The shared rule (lib/outcome-rules/first-touch), with an open beyond the target filling first.
    const touch = barTouch(bar, { long, stop, target, openDecides: true });
    const stopReason: ExitReason = liquidationFirst ? "liquidation" : "stop";
    const exit: ReplayOutcome["exit"] = touch
      ? { time: bar.time, price: touch.price, reason: touch.level === "stop" ? stopReason : "target", gap: touch.gap }
      : null;

    // The adverse excursion stops at the exit price on a stopped bar: the position was closed there.
    const seen = exit && exit.reason !== "target" ? exit.price : adverse;
    if (long ? seen < worst : seen > worst) worst = seen;
    if (exit) {
      const pnl = pnlAt(exit.price);
      return {
        ...base,
        result: exit.reason === "target" ? "WIN" : "LOSS",
        filled: true,
        entryTime,
        exit,
        markPrice: null,
        pnl: round(pnl, 2),
        returnPct: round((pnl / investment) * 100, 2),
        drawdownPct: drawdown(entry, worst, sign, leverage),
        minutes: (exit.time - entryTime) / 60,
        barsReplayed: bars,
      };
    }
  }

  const pnl = pnlAt(last.close);
  return {
    ...base,
    result: "open",
    filled: true,
    entryTime,
    exit: null,
    markPrice: last.close,
    pnl: round(pnl, 2),
    returnPct: round((pnl / investment) * 100, 2),
    drawdownPct: drawdown(entry, worst, sign, leverage),
    minutes: (last.time - entryTime) / 60,
    barsReplayed: bars,
  };
}

function drawdown(entry: number, worst: number, sign: number, leverage: number): number {
  const pct = Math.max(0, ((entry - worst) / entry) * sign * leverage * 100);
  return round(Math.min(100, pct), 2);
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
