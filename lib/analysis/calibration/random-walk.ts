// A baseline that knows no technical analysis: the chance that the log price, moving as a
// driftless Brownian motion with the instrument's own recent volatility, touches the target (TP1)
// before the stop within the style's window. Closed form (the eigenfunction series for a Brownian
// motion between two absorbing barriers with a finite horizon); with no time limit it tends to
// d_stop / (d_stop + d_target), the gambler's-ruin share.
import type { Candle } from "@/lib/providers/market/types";

/** Bars of recent history the volatility is read from (the style's interval). */
export const VOL_BARS = 100;

/**
 * P(a Brownian motion started at 0 with variance `variance` per unit time reaches +up before -down
 * by time `horizon`), as a fraction. `up` and `down` are positive distances.
 */
export function hitUpperFirst(up: number, down: number, variance: number, horizon: number): number {
  if (!(up > 0) || !(down > 0)) return up > 0 ? 0 : 1;
  const width = up + down;
  const x0 = down / width; // the start, as a share of the way from the stop to the target
  const limit = x0;
  if (!(variance > 0) || !(horizon > 0)) return 0;
  const k = (Math.PI * Math.PI * variance * horizon) / (2 * width * width);
  // u(x, t) = x - sum 2(-1)^(n+1)/(n pi) sin(n pi x) exp(-n^2 k): terms vanish once n^2 k is large.
  const terms = Math.min(200_000, Math.ceil(Math.sqrt(40 / k)) + 2);
  let sum = 0;
  for (let n = 1; n <= terms; n++) {
    const decay = Math.exp(-n * n * k);
    if (decay < 1e-14) break;
    sum += ((2 * (n % 2 ? 1 : -1)) / (n * Math.PI)) * Math.sin(n * Math.PI * x0) * decay;
  }
  return Math.min(limit, Math.max(0, limit - sum));
}

/** Variance of log returns per bar, from the last `bars` closes (null with too few). */
export function logVariance(candles: Candle[], bars = VOL_BARS): number | null {
  const recent = candles.slice(-(bars + 1));
  const r: number[] = [];
  for (let i = 1; i < recent.length; i++)
    if (recent[i].close > 0 && recent[i - 1].close > 0) r.push(Math.log(recent[i].close / recent[i - 1].close));
  if (r.length < 20) return null;
  const mean = r.reduce((s, v) => s + v, 0) / r.length;
  // Driftless: the spread around zero, not around the sample's own trend, plus nothing else.
  return r.reduce((s, v) => s + (v - mean) ** 2, 0) / (r.length - 1);
}

/** Bars the instrument really trades per millisecond (closed hours and weekends leave no bars). */
function barsPerMs(candles: Candle[], bars = VOL_BARS): number | null {
  const recent = candles.slice(-(bars + 1));
  if (recent.length < 21) return null;
  const span = (recent[recent.length - 1].time - recent[0].time) * 1000;
  return span > 0 ? (recent.length - 1) / span : null;
}

export interface RandomWalkInput {
  candles: Candle[]; // the style's interval, closed by the moment of the analysis
  entry: number;
  stop: number;
  target: number; // TP1
  windowMs: number; // the style's window
}

/** The random walk's chance (percent, one decimal) of reaching TP1 before the stop in the window. */
export function randomWalkProbability(i: RandomWalkInput): number | null {
  const variance = logVariance(i.candles);
  const rate = barsPerMs(i.candles);
  if (variance == null || rate == null || !(i.entry > 0 && i.stop > 0 && i.target > 0)) return null;
  const up = Math.abs(Math.log(i.target / i.entry));
  const down = Math.abs(Math.log(i.stop / i.entry));
  if (!(up > 0 && down > 0)) return null;
  const p = hitUpperFirst(up, down, variance, i.windowMs * rate);
  return Math.round(p * 1000) / 10;
}
