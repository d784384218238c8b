import type { Candle } from "../types";
import type { DemoInstrument } from "./instruments";
import { hash3 } from "./hash";
import { DAY_SECONDS, dailySigma, logCloseOf, regime, symbolSeed } from "./daily";

// `Math` is read once into a module constant: under Jest every global lookup goes through the
// vm context's interceptor (far slower than a local read: docs/decisions/demo-market-local-math.md),
// and these loops run millions of times.
const M = Math;

// Minute prices inside one day: a Brownian bridge from the day's open to its close (both fixed
// by daily.ts), driven by counter-based increments. Any minute bar is therefore a pure function
// of (symbol, day, minute), and every coarser bar is an exact aggregate of the minute bars.
//
// Sessions (kept simple on purpose, no holidays or daylight saving): US stocks, ETFs and indices
// trade weekdays 14:30-21:00 UTC (390 minutes); crypto, forex and futures trade every minute of
// every day. A stock opens at the previous session's close plus a small overnight gap.

const US_OPEN = 14.5 * 3600;
const SQRT3 = M.sqrt(3);

export const sessionLength = (inst: DemoInstrument) => (inst.session === "us" ? 390 : 1440);
export const sessionStart = (inst: DemoInstrument, day: number) =>
  day * DAY_SECONDS + (inst.session === "us" ? US_OPEN : 0);

/** Day 0 (1970-01-01) was a Thursday. */
export const weekday = (day: number) => (day + 4) % 7; // 0 Sunday .. 6 Saturday
export const isTradingDay = (inst: DemoInstrument, day: number) =>
  inst.session === "always" || (weekday(day) !== 0 && weekday(day) !== 6);

export function previousTradingDay(inst: DemoInstrument, day: number): number {
  let d = day - 1;
  while (!isTradingDay(inst, d)) d--;
  return d;
}

function openLog(inst: DemoInstrument, day: number, seed: number): number {
  const prev = logCloseOf(inst, previousTradingDay(inst, day));
  if (inst.session === "always") return prev;
  const gap = ((hash3(seed, day, 0x6a9) / 4294967296) * 2 - 1) * SQRT3 * 0.25 * dailySigma(inst);
  return prev + gap;
}

// Reused buffers for the day being generated: minute log prices (index 0 = open) and the one
// 32-bit draw per minute that drives its increment (low 16 bits), high and low wicks (6 bits
// each) and volume noise (top 4 bits). One hash per minute keeps a year of minutes fast.
const path = new Float64Array(1441);
const draws = new Uint32Array(1441);

/** Fills `path` and `draws` for the day; returns the per-minute noise scale. */
function fillPath(inst: DemoInstrument, day: number, seed: number): number {
  const n = sessionLength(inst);
  const open = openLog(inst, day, seed);
  const close = logCloseOf(inst, day);
  const scale = (dailySigma(inst) * regime(seed, day) * (inst.session === "us" ? 0.8 : 1)) / M.sqrt(n);
  let w = 0;
  path[0] = 0;
  for (let i = 1; i <= n; i++) {
    // hash3 inlined (same arithmetic): this loop runs for every minute of every generated day.
    let h = seed ^ M.imul(day, 0x9e3779b1) ^ M.imul(i + 0x632be5ab, 0x85ebca77);
    h ^= h >>> 16;
    h = M.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = M.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    draws[i] = h;
    w += ((h & 0xffff) / 32768 - 1) * SQRT3;
    path[i] = w;
  }
  const drift = (close - open) / n;
  const pull = (scale * w) / n;
  for (let i = 0; i <= n; i++) path[i] = open + i * drift + scale * path[i] - i * pull;
  return scale;
}

/** Mean volume per minute on `day`: busier in volatile regimes and on some days than others. */
function minuteVolumeBase(inst: DemoInstrument, day: number, seed: number): number {
  const dayFactor = regime(seed, day) * (0.7 + 0.6 * ((hash3(seed, day, 0x701) >>> 8) / 16777216));
  return (inst.dailyVolume / sessionLength(inst)) * dayFactor;
}

const US_SHAPE = Float64Array.from({ length: 391 }, (_, i) =>
  i === 0 ? 0 : (1 + 1.5 * (2 * ((i - 0.5) / 390) - 1) ** 2) / 1.5,
);

/** Log-space minute bars of the day, minutes first..last (1-based); sink gets log prices. */
type LogSink = (time: number, o: number, h: number, l: number, c: number, v: number) => void;

function walkMinutes(inst: DemoInstrument, day: number, first: number, last: number, sink: LogSink): void {
  const seed = symbolSeed(inst);
  const scale = (fillPath(inst, day, seed) * 0.6) / 64;
  const base = minuteVolumeBase(inst, day, seed);
  const us = inst.session === "us";
  const start = sessionStart(inst, day);
  for (let i = first; i <= last; i++) {
    const bits = draws[i];
    const o = path[i - 1];
    const c = path[i];
    const h = (o > c ? o : c) + scale * ((bits >>> 16) & 63);
    const l = (o < c ? o : c) - scale * ((bits >>> 22) & 63);
    const v = base === 0 ? 0 : M.round(base * (us ? US_SHAPE[i] : 1) * (0.5 + (bits >>> 28) / 15));
    sink(start + (i - 1) * 60, o, h, l, c, v);
  }
}

const minuteRange = (inst: DemoInstrument, day: number, from: number, to: number): [number, number] => {
  const start = sessionStart(inst, day);
  return [M.max(1, M.ceil((from - start) / 60) + 1), M.min(sessionLength(inst), M.ceil((to - start) / 60))];
};

export type MinuteSink = LogSink;

/**
 * Emits the day's minute bars that start in [from, to) (Unix seconds), in order, as LOG prices
 * (callers aggregate in log space and take exp once per bar). Nothing on a non-trading day.
 */
export function emitMinutes(inst: DemoInstrument, day: number, from: number, to: number, sink: MinuteSink): void {
  if (!isTradingDay(inst, day)) return;
  const [first, last] = minuteRange(inst, day, from, to);
  if (first <= last) walkMinutes(inst, day, first, last, sink);
}

/** The day's bar from its minute bars up to `until` (exclusive), or null before the open. */
function summarise(inst: DemoInstrument, day: number, until: number): Candle | null {
  const [, last] = minuteRange(inst, day, 0, until);
  if (last < 1) return null;
  // The same arithmetic as walkMinutes, inlined: this loop runs for every day of a daily chart.
  const seed = symbolSeed(inst);
  const scale = (fillPath(inst, day, seed) * 0.6) / 64;
  const base = minuteVolumeBase(inst, day, seed);
  const us = inst.session === "us";
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  for (let i = 1; i <= last; i++) {
    const bits = draws[i];
    const o = path[i - 1];
    const c = path[i];
    const h = (o > c ? o : c) + scale * ((bits >>> 16) & 63);
    const l = (o < c ? o : c) - scale * ((bits >>> 22) & 63);
    if (h > high) high = h;
    if (l < low) low = l;
    if (base !== 0) volume += M.round(base * (us ? US_SHAPE[i] : 1) * (0.5 + (bits >>> 28) / 15));
  }
  return {
    time: day * DAY_SECONDS,
    open: M.exp(path[0]),
    high: M.exp(high),
    low: M.exp(low),
    close: M.exp(path[last]),
    volume,
  };
}

// Completed days never change, so their daily bar is memoised (about 30 years per symbol).
const MAX_MEMO_DAYS = 11_000;
const dayCache = new Map<string, Map<number, Candle>>();

/** The day's bar from its minute bars up to `until` (exclusive); null before the open. */
export function dayBar(inst: DemoInstrument, day: number, until: number): Candle | null {
  if (!isTradingDay(inst, day)) return null;
  const complete = until >= sessionStart(inst, day) + sessionLength(inst) * 60;
  let memo = dayCache.get(inst.symbol);
  if (complete && memo?.has(day)) return memo.get(day)!;
  const bar = summarise(inst, day, until);
  if (complete && bar) {
    if (!memo) dayCache.set(inst.symbol, (memo = new Map()));
    if (memo.size >= MAX_MEMO_DAYS) memo.clear(); // bounded memory; the days are simply recomputed
    memo.set(day, bar);
  }
  return bar;
}
