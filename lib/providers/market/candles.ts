// Candle intervals and grouping, in one place for the engine, the simulator and the outcome
// resolver.
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from "@/lib/time";
import type { Candle, Interval } from "./types";

export const INTERVAL_MS: Record<Interval, number> = {
  "1m": MINUTE_MS,
  "5m": 5 * MINUTE_MS,
  "15m": 15 * MINUTE_MS,
  "30m": 30 * MINUTE_MS,
  "1h": HOUR_MS,
  "1d": DAY_MS,
  "1wk": WEEK_MS,
};

/** The same bar lengths in seconds (candle times are Unix seconds): the one table, not a copy. */
export const INTERVAL_SECONDS = Object.fromEntries(
  Object.entries(INTERVAL_MS).map(([interval, ms]) => [interval, ms / SECOND_MS]),
) as Record<Interval, number>;

/** Consecutive groups of `size` bars as one bar each (e.g. weekly -> 4-weekly, 5m -> 15m). */
export function groupCandles(candles: Candle[], size: number): Candle[] {
  const out: Candle[] = [];
  for (let i = 0; i < candles.length; i += size) {
    const part = candles.slice(i, i + size);
    out.push({
      time: part[0].time,
      open: part[0].open,
      high: Math.max(...part.map((c) => c.high)),
      low: Math.min(...part.map((c) => c.low)),
      close: part[part.length - 1].close,
      volume: part.reduce((s, c) => s + c.volume, 0),
    });
  }
  return out;
}
