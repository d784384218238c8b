// Chart patterns found at a bar, and how often each one reached its target on this symbol's own
// history. Detection at bar i reads bars 0..i only, so the history check has no look-ahead.
import type { Candle } from "@/lib/providers/market/types";
import type { DetectedPattern } from "../types";
import { WARMUP_BARS, type IndicatorSeries } from "./indicator-series";
import { findSwings } from "./structure";
import { walkToFirstTouch } from "@/lib/outcome-rules/first-touch";

export interface PatternHit {
  type: string;
  direction: "BULLISH" | "BEARISH";
  baseConfidence: number;
  target: number;
  stop: number;
}

/** Fewer cases than this and the history says nothing: the rate is reported as null. */
export const MIN_PATTERN_CASES = 3;

export function detectPatternsAt(candles: Candle[], s: IndicatorSeries, i: number): PatternHit[] {
  const atr = s.atr[i];
  if (atr == null || i < 21) return [];
  const c = candles[i];
  const p = candles[i - 1];
  const hits: PatternHit[] = [];
  const bull = (type: string, baseConfidence: number, target: number) =>
    hits.push({ type, direction: "BULLISH", baseConfidence, target, stop: c.close - atr });
  const bear = (type: string, baseConfidence: number, target: number) =>
    hits.push({ type, direction: "BEARISH", baseConfidence, target, stop: c.close + atr });

  if (p.close < p.open && c.close > c.open && c.close >= p.open && c.open <= p.close)
    bull("bullish_engulfing", 60, c.close + 2 * atr);
  if (p.close > p.open && c.close < c.open && c.close <= p.open && c.open >= p.close)
    bear("bearish_engulfing", 60, c.close - 2 * atr);

  const prior = candles.slice(i - 20, i);
  const high20 = Math.max(...prior.map((b) => b.high));
  const low20 = Math.min(...prior.map((b) => b.low));
  if (c.close > high20) bull("breakout", 65, c.close + Math.max(high20 - low20, 2 * atr) * 0.5);
  if (c.close < low20) bear("breakdown", 65, c.close - Math.max(high20 - low20, 2 * atr) * 0.5);

  const [f0, s0, f1, s1] = [s.sma20[i - 1], s.sma50[i - 1], s.sma20[i], s.sma50[i]];
  if (f0 != null && s0 != null && f1 != null && s1 != null) {
    if (f0 <= s0 && f1 > s1) bull("golden_cross", 55, c.close + 3 * atr);
    if (f0 >= s0 && f1 < s1) bear("death_cross", 55, c.close - 3 * atr);
  }
  const [r0, r1] = [s.rsi[i - 1], s.rsi[i]];
  if (r0 != null && r1 != null) {
    if (r0 < 30 && r1 >= 30) bull("rsi_oversold_bounce", 55, c.close + 2 * atr);
    if (r0 > 70 && r1 <= 70) bear("rsi_overbought_reversal", 55, c.close - 2 * atr);
  }

  // Double bottom / top: the last two swing extremes within half an ATR, price through the neckline.
  const swings = findSwings(candles, i, 3, 40);
  const lows = swings.filter((w) => w.kind === "low");
  const highs = swings.filter((w) => w.kind === "high");
  if (lows.length >= 2) {
    const [a, b] = lows.slice(-2);
    const neck = Math.max(...candles.slice(a.index, b.index + 1).map((x) => x.high));
    if (Math.abs(a.price - b.price) <= 0.5 * atr && p.close <= neck && c.close > neck)
      bull("double_bottom", 70, neck + (neck - Math.min(a.price, b.price)));
  }
  if (highs.length >= 2) {
    const [a, b] = highs.slice(-2);
    const neck = Math.min(...candles.slice(a.index, b.index + 1).map((x) => x.low));
    if (Math.abs(a.price - b.price) <= 0.5 * atr && p.close >= neck && c.close < neck)
      bear("double_top", 70, neck - (Math.max(a.price, b.price) - neck));
  }
  return hits;
}

/** True when price reached the target before the stop within `horizon` bars after i (the track
 * record's rule, lib/outcome-rules/first-touch: a bar touching both is the stop). */
function reachedTarget(candles: Candle[], i: number, hit: PatternHit, horizon: number): boolean {
  const walk = walkToFirstTouch(candles, {
    long: hit.direction === "BULLISH",
    stop: hit.stop,
    target: hit.target,
    from: i + 1,
    until: i + horizon + 1,
  });
  return walk.hit?.level === "target";
}

export interface PatternStats {
  cases: number;
  successes: number;
}

/** Every pattern occurrence in the history before the last `horizon` bars, scored forward. */
export function patternHistory(candles: Candle[], s: IndicatorSeries, horizon: number): Map<string, PatternStats> {
  const stats = new Map<string, PatternStats>();
  for (let i = WARMUP_BARS; i < candles.length - horizon; i++) {
    for (const hit of detectPatternsAt(candles, s, i)) {
      const row = stats.get(hit.type) ?? { cases: 0, successes: 0 };
      row.cases += 1;
      if (reachedTarget(candles, i, hit, horizon)) row.successes += 1;
      stats.set(hit.type, row);
    }
  }
  return stats;
}

/** Patterns on the last few bars, with their success rate on this symbol's history. */
export function currentPatterns(
  candles: Candle[],
  s: IndicatorSeries,
  horizon: number,
  recentBars = 3,
): DetectedPattern[] {
  const history = patternHistory(candles, s, horizon);
  const seen = new Map<string, DetectedPattern>();
  for (let i = candles.length - 1; i >= Math.max(WARMUP_BARS, candles.length - recentBars); i--) {
    for (const hit of detectPatternsAt(candles, s, i)) {
      if (seen.has(hit.type)) continue;
      const h = history.get(hit.type);
      const rate = h && h.cases >= MIN_PATTERN_CASES ? Math.round((h.successes / h.cases) * 1000) / 10 : null;
      const volumeBoost = (s.avgVolume20[i] ?? 0) > 0 && candles[i].volume > 1.3 * (s.avgVolume20[i] ?? 0) ? 5 : 0;
      const confidence = Math.min(
        95,
        Math.round(rate == null ? hit.baseConfidence + volumeBoost : (hit.baseConfidence + rate) / 2 + volumeBoost),
      );
      seen.set(hit.type, {
        type: hit.type,
        direction: hit.direction,
        confidence,
        targetPrice: Number(hit.target.toPrecision(6)),
        historicalSuccessRate: rate,
        occurrences: h?.cases ?? 0,
      });
    }
  }
  return [...seen.values()];
}
