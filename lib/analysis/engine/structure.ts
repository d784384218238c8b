// Market structure from price alone: swing points, the nearest support and resistance, the trend.
import type { Candle } from "@/lib/providers/market/types";
import type { Trend } from "../types";

export interface Swing {
  index: number;
  price: number;
  kind: "high" | "low";
}

/** A swing high/low is the extreme of `span` bars on each side; bars up to `end` only. */
export function findSwings(candles: Candle[], end = candles.length - 1, span = 3, lookback = 120): Swing[] {
  const swings: Swing[] = [];
  const start = Math.max(span, end - lookback);
  for (let i = start; i <= end - span; i++) {
    let high = true;
    let low = true;
    for (let k = 1; k <= span && (high || low); k++) {
      if (candles[i - k].high > candles[i].high || candles[i + k].high > candles[i].high) high = false;
      if (candles[i - k].low < candles[i].low || candles[i + k].low < candles[i].low) low = false;
    }
    if (high) swings.push({ index: i, price: candles[i].high, kind: "high" });
    if (low) swings.push({ index: i, price: candles[i].low, kind: "low" });
  }
  return swings;
}

/** Nearest swing low below and swing high above the price; the range extremes when there is none. */
export function supportResistance(candles: Candle[], end: number, price: number, swings = findSwings(candles, end)) {
  const window = candles.slice(Math.max(0, end - 60), end + 1);
  const lows = swings.filter((s) => s.kind === "low" && s.price < price).map((s) => s.price);
  const highs = swings.filter((s) => s.kind === "high" && s.price > price).map((s) => s.price);
  const rangeLow = Math.min(...window.map((c) => c.low));
  const rangeHigh = Math.max(...window.map((c) => c.high));
  return {
    support: lows.length ? Math.max(...lows) : Math.min(rangeLow, price),
    resistance: highs.length ? Math.min(...highs) : Math.max(rangeHigh, price),
  };
}

/** Trend from the moving averages and their slope; SIDEWAYS when they disagree or are flat. */
export function trendOf(price: number, sma20: number, sma50: number, sma20Before: number | null): Trend {
  const slope = sma20Before ? (sma20 - sma20Before) / sma20Before : 0;
  if (price > sma50 && sma20 > sma50 && slope > 0.001) return "UPTREND";
  if (price < sma50 && sma20 < sma50 && slope < -0.001) return "DOWNTREND";
  return "SIDEWAYS";
}
