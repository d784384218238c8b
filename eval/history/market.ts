// A recorded series served through the product's market-data interface "as of" a moment t: the
// engine sees only candles that had closed by t, in any interval it asks for at least as coarse as
// the file's own (resampled from the file's bars, never finer), and a quote from the last closed
// bar. Nothing after t can reach the engine, so no look-ahead is possible by construction.
import { AppError } from "@/lib/errors";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import type { Candle, CandleQuery, Instrument, Interval, MarketData, Quote } from "@/lib/providers/market/types";
import { DAY_MS, WEEK_MS } from "@/lib/time";
import type { HistorySeries } from "./loader";

/** Monday 00:00 UTC, 1970-01-05: weekly bars start on Mondays. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** The open of the `interval` bucket holding the instant `ms` (UTC-aligned; weeks from Monday). */
export function bucketStart(ms: number, interval: Interval): number {
  const size = INTERVAL_MS[interval];
  if (interval === "1wk") return Math.floor((ms - FIRST_MONDAY_MS) / WEEK_MS) * WEEK_MS + FIRST_MONDAY_MS;
  return Math.floor(ms / size) * size;
}

/** The file's bars grouped into `interval` buckets (each bucket: first open, extreme high/low, last close). */
export function resample(candles: Candle[], from: Interval, to: Interval): Candle[] {
  if (INTERVAL_MS[to] < INTERVAL_MS[from]) throw new Error(`cannot resample ${from} bars into finer ${to} bars`);
  if (to === from) return candles;
  const out: Candle[] = [];
  let key = NaN;
  for (const c of candles) {
    const k = bucketStart(c.time * 1000, to);
    const last = out[out.length - 1];
    if (k !== key || !last) {
      out.push({ time: k / 1000, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume });
      key = k;
    } else {
      last.high = Math.max(last.high, c.high);
      last.low = Math.min(last.low, c.low);
      last.close = c.close;
      last.volume += c.volume;
    }
  }
  return out;
}

/** Index of the first bar with time >= t (seconds), by bisection. */
export function firstAtOrAfter(candles: Candle[], t: number): number {
  let lo = 0;
  let hi = candles.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (candles[mid].time < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface HistoryMarket {
  series: HistorySeries;
  /** The bars of `interval` (resampled once, then cached), whole series: for resolving calls afterwards. */
  bars(interval: Interval): Candle[];
  /** The market as it stood at `asOf`. */
  at(asOf: Date): MarketData;
}

export function createHistoryMarket(series: HistorySeries): HistoryMarket {
  const cache = new Map<Interval, Candle[]>();
  const base = series.interval;
  const bars = (interval: Interval) => {
    if (INTERVAL_MS[interval] < INTERVAL_MS[base])
      throw new AppError(
        "bad_request",
        `${series.instrument.symbol} is recorded in ${base} bars: ${interval} bars would be invented`,
      );
    let b = cache.get(interval);
    if (!b) {
      b = resample(series.candles, base, interval);
      cache.set(interval, b);
    }
    return b;
  };
  /** Bars of `interval` that had closed by `t` (ms): open + length <= t. */
  const closedBy = (interval: Interval, tMs: number) => {
    const list = bars(interval);
    return firstAtOrAfter(list, Math.floor((tMs - INTERVAL_MS[interval]) / 1000) + 1);
  };
  const instrument: Instrument = series.instrument;

  return {
    series,
    bars,
    at(asOf: Date): MarketData {
      const t = asOf.getTime();
      const quote = (): Quote | null => {
        const list = bars(base);
        const end = closedBy(base, t);
        if (end === 0) return null;
        const last = list[end - 1];
        const prev = end > 1 ? list[end - 2].close : last.open;
        return {
          symbol: instrument.symbol,
          name: instrument.name,
          price: last.close,
          change: last.close - prev,
          changePercent: prev > 0 ? ((last.close - prev) / prev) * 100 : 0,
          previousClose: prev,
          volume: last.volume,
          asOf: new Date(last.time * 1000 + INTERVAL_MS[base]).toISOString(),
          source: "demo",
        };
      };
      return {
        source: "demo",
        async quotes(symbols) {
          const q = symbols.includes(instrument.symbol) ? quote() : null;
          return q ? [q] : [];
        },
        async forex() {
          return [];
        },
        async candles(q: CandleQuery) {
          if (q.symbol !== instrument.symbol) return [];
          const list = bars(q.interval);
          const to = Math.min(q.to.getTime(), t);
          const start = firstAtOrAfter(list, Math.ceil(q.from.getTime() / 1000));
          const end = closedBy(q.interval, to);
          return start < end ? list.slice(start, end) : [];
        },
        async resolve(symbol) {
          if (symbol !== instrument.symbol) throw new AppError("bad_request", `TICKER_NOT_FOUND: ${symbol}`);
          return instrument;
        },
        async news() {
          return [];
        },
        async profile() {
          return null;
        },
        async universe() {
          return [instrument];
        },
      };
    },
  };
}
