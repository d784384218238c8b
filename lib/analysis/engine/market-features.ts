// What the market looked like at the moment of a call, read from the engine's own candles (nothing
// after the moment): the pieces a direction rule can be built from (trend, the next interval up,
// regime, structure, momentum) and the noise the levels sit in. The walk-forward records them beside
// each call so each piece is judged by cross-validation over whole series (./components.ts).
import type { Candle } from "@/lib/providers/market/types";
import type { Trend } from "@/lib/analysis/types";

export interface MarketFeatures {
  trend: number; // -1 down, 0 sideways, +1 up: the style's interval
  higherTrend: number; // the same for the next interval up (0 when unknown)
  efficiency: number; // Kaufman's efficiency ratio over ER_BARS: 1 a straight line, near 0 noise
  structure: number; // +1 higher high and higher low, -1 lower high and lower low, else 0
  momentum: number; // sign of the return over MOMENTUM_BARS
  macd: number; // sign of the MACD histogram
  stopAtr: number; // the stop's distance in ATRs
  gapAtr: number; // the 90th percentile of session gaps (open against the previous close) in ATRs
}

export const ER_BARS = 20;
export const MOMENTUM_BARS = 20;
const SWING_BARS = 20;

export const trendSign = (t: Trend | null | undefined) => (t === "UPTREND" ? 1 : t === "DOWNTREND" ? -1 : 0);

export function efficiencyRatio(candles: Candle[], bars = ER_BARS): number {
  const c = candles.slice(-(bars + 1)).map((b) => b.close);
  if (c.length < 3) return 0;
  let path = 0;
  for (let i = 1; i < c.length; i++) path += Math.abs(c[i] - c[i - 1]);
  return path > 0 ? Math.abs(c[c.length - 1] - c[0]) / path : 0;
}

export function structureSign(candles: Candle[], bars = SWING_BARS): number {
  const recent = candles.slice(-bars);
  const before = candles.slice(-2 * bars, -bars);
  if (recent.length < bars || before.length < bars) return 0;
  const hi = (cs: Candle[]) => Math.max(...cs.map((b) => b.high));
  const lo = (cs: Candle[]) => Math.min(...cs.map((b) => b.low));
  if (hi(recent) > hi(before) && lo(recent) > lo(before)) return 1;
  if (hi(recent) < hi(before) && lo(recent) < lo(before)) return -1;
  return 0;
}

/** Session gaps: bars that open after a pause longer than two bars, measured against the close before. */
export function gapPercentile(candles: Candle[], barSeconds: number, q = 0.9): number {
  const gaps: number[] = [];
  for (let i = 1; i < candles.length; i++)
    if (candles[i].time - candles[i - 1].time > 2 * barSeconds)
      gaps.push(Math.abs(candles[i].open - candles[i - 1].close));
  if (!gaps.length) return 0;
  gaps.sort((a, b) => a - b);
  return gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))];
}

export function marketFeatures(i: {
  candles: Candle[];
  barSeconds: number;
  trend: Trend;
  higherTrend: Trend | null;
  macdHistogram: number;
  atr: number;
  stopDistance: number;
}): MarketFeatures {
  const c = i.candles;
  const back = c[c.length - 1 - MOMENTUM_BARS];
  const atr = i.atr > 0 ? i.atr : NaN;
  return {
    trend: trendSign(i.trend),
    higherTrend: trendSign(i.higherTrend),
    efficiency: Math.round(efficiencyRatio(c) * 1000) / 1000,
    structure: structureSign(c),
    momentum: back ? Math.sign(c[c.length - 1].close - back.close) : 0,
    macd: Math.sign(i.macdHistogram),
    stopAtr: Math.round((i.stopDistance / atr) * 100) / 100,
    gapAtr: Math.round((gapPercentile(c, i.barSeconds) / atr) * 100) / 100,
  };
}
