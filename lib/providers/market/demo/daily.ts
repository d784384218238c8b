import { DAY_S } from "@/lib/time";
import type { DemoInstrument } from "./instruments";
import { normal, seedOf, unit } from "./hash";
import { DAY_MS } from "@/lib/time";

// `Math` is read once into a module constant: under Jest every global lookup goes through the
// vm context's interceptor (far slower than a local read: docs/decisions/demo-market-local-math.md),
// and these loops run millions of times.
const M = Math;

// The end-of-day log price of every calendar day since ANCHOR_DAY: an Ornstein-Uhlenbeck walk
// around a slowly growing reference level. Mean reversion is set so the typical distance from
// the reference stays near 30% (and reverts within a year at the slowest): prices stay near the
// real ones while leaving months-long trends. Volatility changes by regime (20-day blocks) so
// quiet and wild periods alternate. US equities share a market factor (and the VIX moves against
// it), crypto shares its own, so breadth and index moves mean something. Each day's shock is a
// pure function of (symbol, day), so the series is only ever extended, never recomputed.

export const DAY_SECONDS = DAY_S;
export const ANCHOR_DAY = M.floor(Date.UTC(2000, 0, 1) / DAY_MS);
const REF_DAY = M.floor(Date.UTC(2025, 9, 1) / DAY_MS);
const TYPICAL_DISTANCE = 0.2;
const MARKET_SEED = seedOf("US equity market");
const CRYPTO_SEED = seedOf("crypto market");

interface Series {
  seed: number;
  logClose: Float64Array;
  length: number;
}
const series = new Map<string, Series>();

const dailySigma = (inst: DemoInstrument) => inst.vol / M.sqrt(365);
const target = (inst: DemoInstrument, day: number) => M.log(inst.price) + (inst.growth / 365) * (day - REF_DAY);

/** Volatility multiplier for the 20-day regime containing `day` (0.6x to 1.6x). */
export const regime = (seed: number, day: number) => 0.6 + unit(seed, M.floor(day / 20), 0x7e91) * 1.0;

export function symbolSeed(inst: DemoInstrument): number {
  return seedOf(inst.symbol);
}

/** Log close of calendar day `day` (days since 1970-01-01 UTC). */
export function logCloseOf(inst: DemoInstrument, day: number): number {
  const i = M.max(0, day - ANCHOR_DAY);
  let s = series.get(inst.symbol);
  if (!s) {
    s = { seed: symbolSeed(inst), logClose: new Float64Array(10_000), length: 1 };
    s.logClose[0] = target(inst, ANCHOR_DAY);
    series.set(inst.symbol, s);
  }
  if (i >= s.length) extend(inst, s, i + 1);
  return s.logClose[i];
}

function extend(inst: DemoInstrument, s: Series, length: number) {
  if (length > s.logClose.length) {
    const bigger = new Float64Array(M.max(length, s.logClose.length * 2));
    bigger.set(s.logClose);
    s.logClose = bigger;
  }
  const sigma = dailySigma(inst);
  const reversion = M.max(M.LN2 / 365, (sigma * sigma) / (2 * TYPICAL_DISTANCE ** 2));
  const [factorSeed, rho] = factorOf(inst);
  const own = M.sqrt(1 - rho * rho);
  for (let i = s.length; i < length; i++) {
    const day = ANCHOR_DAY + i;
    const prevGap = s.logClose[i - 1] - target(inst, day - 1);
    const shock = rho
      ? rho * normal(factorSeed, day, 0xda7) + own * normal(s.seed, day, 0xda7)
      : normal(s.seed, day, 0xda7);
    s.logClose[i] = target(inst, day) + prevGap * (1 - reversion) + sigma * regime(s.seed, day) * shock;
  }
  s.length = length;
}

/** The shared factor an instrument loads on, and how strongly (correlation of daily shocks). */
function factorOf(inst: DemoInstrument): [seed: number, rho: number] {
  if (inst.symbol === "^VIX") return [MARKET_SEED, -0.8];
  if (inst.type === "index" || inst.type === "etf") return [MARKET_SEED, inst.symbol === "GLD" ? 0 : 0.9];
  if (inst.type === "stock") return [MARKET_SEED, 0.55];
  if (inst.type === "crypto") return [CRYPTO_SEED, 0.7];
  return [0, 0];
}

export { dailySigma };
