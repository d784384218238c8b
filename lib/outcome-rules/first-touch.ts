// "Stop or target first": the one rule the track record, the pattern verifier, the simulator and
// the backtest use to decide a trade on the candles that follow it. What differs between them is a
// parameter, not a copy:
// - a bar touching both levels is decided by the stop (inside one bar the order is unknown, so
//   the worse is assumed) - always;
// - a bar opening beyond a level (a gap) fills at its open; `openDecides` says whether an open
//   beyond the target wins before the same bar's later fall to the stop (the simulator: the fill
//   at the open happened first) or the bar still counts as touching both (track record, verifier);
// - bars opening at or after `deadlineMs` are not walked (the window is over).
import type { Candle } from "@/lib/providers/market/types";

export interface TouchRules {
  long: boolean;
  stop: number;
  target: number;
  openDecides?: boolean;
}

export interface Touch {
  level: "stop" | "target";
  price: number; // the fill: the level, or the bar's open on a gap
  gap: boolean;
}

/** What one bar decides, if anything. */
export function barTouch(bar: Candle, r: TouchRules): Touch | null {
  const { long, stop, target } = r;
  const gapStop = long ? bar.open <= stop : bar.open >= stop;
  const gapTarget = long ? bar.open >= target : bar.open <= target;
  if (gapStop) return { level: "stop", price: bar.open, gap: true };
  if (r.openDecides && gapTarget) return { level: "target", price: bar.open, gap: true };
  if (long ? bar.low <= stop : bar.high >= stop) return { level: "stop", price: stop, gap: false };
  if (long ? bar.high >= target : bar.low <= target)
    return gapTarget ? { level: "target", price: bar.open, gap: true } : { level: "target", price: target, gap: false };
  return null;
}

export interface Walk {
  /** The deciding bar and what it decided; null when no bar touched either level. */
  hit: (Touch & { index: number }) | null;
  /** Most favourable and most adverse prices of the bars walked before the deciding one. */
  favourable: number | null;
  adverse: number | null;
  /** The last bar walked without a decision (its close marks an expired or open trade). */
  last: Candle | null;
  lastIndex: number; // -1 when no bar was walked
  /** True when a bar at or past the deadline was reached: the whole window was served. */
  windowServed: boolean;
}

/** Walks bars[from..until) in order until one decides, the deadline, or the end of the bars. */
export function walkToFirstTouch(
  bars: Candle[],
  r: TouchRules & { from?: number; until?: number; deadlineMs?: number },
): Walk {
  let favourable: number | null = null;
  let adverse: number | null = null;
  let last: Candle | null = null;
  let lastIndex = -1;
  const end = Math.min(bars.length, r.until ?? bars.length);
  for (let i = r.from ?? 0; i < end; i++) {
    const bar = bars[i];
    if (r.deadlineMs !== undefined && bar.time * 1000 >= r.deadlineMs)
      return { hit: null, favourable, adverse, last, lastIndex, windowServed: true };
    const touch = barTouch(bar, r);
    if (touch) return { hit: { ...touch, index: i }, favourable, adverse, last, lastIndex, windowServed: false };
    const up = r.long ? bar.high : bar.low;
    const down = r.long ? bar.low : bar.high;
    favourable = favourable === null || (r.long ? up > favourable : up < favourable) ? up : favourable;
    adverse = adverse === null || (r.long ? down < adverse : down > adverse) ? down : adverse;
    last = bar;
    lastIndex = i;
  }
  return { hit: null, favourable, adverse, last, lastIndex, windowServed: false };
}
