import type { Candle } from "@/lib/providers/market/types";
import { groupCandles } from "@/lib/providers/market/candles";

// The bars the result chart shows: some context before the entry, the trade, a little after the
// exit. Long replays are merged into coarser bars so the browser never receives thousands of them.
export const CHART_MAX_BARS = 400;
const BEFORE = 30;
const AFTER = 10;

export function chartWindow(candles: Candle[], entryTime: number | null, endTime: number | null): Candle[] {
  if (candles.length === 0) return [];
  const first = entryTime === null ? 0 : Math.max(0, indexAt(candles, entryTime) - BEFORE);
  const endIndex = endTime === null ? candles.length - 1 : indexAt(candles, endTime);
  const last = Math.min(candles.length - 1, endIndex + AFTER);
  const slice = candles.slice(first, last + 1);
  return slice.length <= CHART_MAX_BARS ? slice : groupCandles(slice, Math.ceil(slice.length / CHART_MAX_BARS));
}

/** Index of the bar opening at `time`, or of the last bar before it. */
function indexAt(candles: Candle[], time: number): number {
  let lo = 0;
  let hi = candles.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (candles[mid].time <= time) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
