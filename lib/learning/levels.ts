// The written rule book: for every pattern type, the price that counts as "target reached" and
// the price that invalidates it, fixed from what was known at detection (the engine's target and
// the detection price). Candles read later never move them. Pure, so tests pin every level.
import type { Interval } from "@/lib/providers/market/types";

export type Direction = "BULLISH" | "BEARISH" | "NEUTRAL";

/**
 * Invalidation distance as a share of the target distance, per pattern type. The engine
 * (lib/analysis/engine/patterns.ts) sets the target as a multiple of ATR or a measured move and
 * its stop one ATR away; these shares restate that stop relative to the target:
 * - engulfing, RSI turns: target 2 ATR, stop 1 ATR -> 0.5
 * - golden / death cross: target 3 ATR, stop 1 ATR -> 1/3
 * - breakout / breakdown: measured move of half the range; a move of the same size back -> 1
 * - double bottom / top: measured move from the neckline; back to the pattern's extreme -> 1
 * Unknown types (a future detector) are judged symmetric: 1.
 */
export const INVALIDATION_SHARE: Record<string, number> = {
  bullish_engulfing: 0.5,
  bearish_engulfing: 0.5,
  rsi_oversold_bounce: 0.5,
  rsi_overbought_reversal: 0.5,
  golden_cross: 1 / 3,
  death_cross: 1 / 3,
  breakout: 1,
  breakdown: 1,
  double_bottom: 1,
  double_top: 1,
};

/** When the stored target is missing or on the wrong side: a move of this percent per interval. */
export const FALLBACK_MOVE_PERCENT: Record<Interval, number> = {
  "1m": 0.3,
  "5m": 0.5,
  "15m": 1,
  "30m": 1,
  "1h": 1.5,
  "1d": 3,
  "1wk": 6,
};

export interface Levels {
  target: number;
  invalidation: number;
  /** true when the engine's target was unusable and the interval's fallback move was used */
  fallback: boolean;
}

const round = (v: number) => Number(v.toPrecision(8));

/** Target and invalidation for one observation, or null when it has no direction to verify. */
export function verificationLevels(o: {
  patternType: string;
  direction: Direction;
  price: number;
  target: number | null | undefined;
  interval: Interval;
}): Levels | null {
  if (o.direction === "NEUTRAL" || !(o.price > 0)) return null;
  const sign = o.direction === "BULLISH" ? 1 : -1;
  const given = o.target != null && Number.isFinite(o.target) ? (o.target - o.price) * sign : 0;
  const fallback = !(given > 0);
  const distance = fallback ? (o.price * FALLBACK_MOVE_PERCENT[o.interval]) / 100 : given;
  const share = fallback ? 1 : (INVALIDATION_SHARE[o.patternType] ?? 1);
  return {
    target: round(o.price + sign * distance),
    invalidation: round(o.price - sign * distance * share),
    fallback,
  };
}
