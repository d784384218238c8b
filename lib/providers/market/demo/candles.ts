import type { Candle, Interval } from "../types";
import { INTERVAL_SECONDS } from "../candles";
import type { DemoInstrument } from "./instruments";
import { DAY_SECONDS } from "./daily";
import { dayBar, emitMinutes, isTradingDay } from "./intraday";

// `Math` is read once into a module constant: under Jest every global lookup goes through the
// vm context's interceptor (far slower than a local read: docs/decisions/demo-market-local-math.md),
// and these loops run millions of times.
const M = Math;

// Bars at every interval, built from the minute bars so they agree with each other exactly:
// intraday bars are aligned to UTC multiples of their length, daily bars to UTC midnight and
// weekly bars to Monday. Only bars that have started by `now` exist; the last one is partial.

export { INTERVAL_SECONDS };
const MONDAY_OFFSET = 4 * DAY_SECONDS; // 1970-01-05 was a Monday

/** Candles whose open time lies in [from, to], computed as of `now` (all Unix seconds). */
export function demoCandles(inst: DemoInstrument, interval: Interval, from: number, to: number, now: number): Candle[] {
  const until = M.min(now, to + INTERVAL_SECONDS[interval]);
  if (interval === "1d") return daily(inst, from, M.min(to, now), until);
  if (interval === "1wk") return weekly(inst, from, M.min(to, now), until);
  return intraday(inst, INTERVAL_SECONDS[interval], from, M.min(to, now), until);
}

function intraday(inst: DemoInstrument, size: number, from: number, to: number, until: number): Candle[] {
  const out: Candle[] = [];
  const start = M.ceil(from / size) * size;
  const lastOpen = M.floor(to / size) * size;
  // A bar that opened before `from` is left out; the bar opening at `to` runs to its end (or now).
  const end = M.min(until, lastOpen + size);
  // Aggregated in log space; prices are taken (exp) once per finished bar.
  let bar: Candle | null = null;
  const push = (b: Candle) =>
    out.push({
      time: b.time,
      open: M.exp(b.open),
      high: M.exp(b.high),
      low: M.exp(b.low),
      close: M.exp(b.close),
      volume: b.volume,
    });
  for (let day = M.floor(start / DAY_SECONDS); day * DAY_SECONDS < end; day++) {
    emitMinutes(inst, day, M.max(start, day * DAY_SECONDS), end, (t, o, h, l, c, v) => {
      const open = t - (t % size);
      if (!bar || bar.time !== open) {
        if (bar) push(bar);
        bar = { time: open, open: o, high: h, low: l, close: c, volume: v };
        return;
      }
      if (h > bar.high) bar.high = h;
      if (l < bar.low) bar.low = l;
      bar.close = c;
      bar.volume += v;
    });
  }
  if (bar) push(bar);
  return out;
}

function daily(inst: DemoInstrument, from: number, to: number, until: number): Candle[] {
  const out: Candle[] = [];
  for (let day = M.ceil(from / DAY_SECONDS); day * DAY_SECONDS <= to; day++) {
    const bar = dayBar(inst, day, until);
    if (bar) out.push(bar);
  }
  return out;
}

function weekly(inst: DemoInstrument, from: number, to: number, until: number): Candle[] {
  const week = 7 * DAY_SECONDS;
  const out: Candle[] = [];
  const first = M.ceil((from - MONDAY_OFFSET) / week) * week + MONDAY_OFFSET;
  for (let t = first; t <= to; t += week) {
    let bar: Candle | null = null;
    for (let day = t / DAY_SECONDS; day < (t + week) / DAY_SECONDS; day++) {
      if (!isTradingDay(inst, day)) continue;
      const d = dayBar(inst, day, until);
      if (!d) break;
      if (!bar) bar = { ...d, time: t };
      else {
        bar.high = M.max(bar.high, d.high);
        bar.low = M.min(bar.low, d.low);
        bar.close = d.close;
        bar.volume += d.volume;
      }
    }
    if (bar) out.push(bar);
  }
  return out;
}
