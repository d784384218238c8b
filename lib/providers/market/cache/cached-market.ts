import type { Candle, CandleQuery, MarketData, Staleness } from "../types";
import type { CachedFetcher } from "./cached-fetch";
import { CANDLE_TTL_MS, TTL_MS } from "./ttl";

// The provider behind a cache (see cached-fetch.ts). Lists are keyed by their sorted members, so
// the same watchlist asked for in any order shares an entry. Candle windows are widened to the
// time-to-live grid so requests made seconds apart share one upstream call; the answer is then
// cut back to the window asked for.

const MAX_SHARED_BARS = 5_000; // larger candle answers stay in-process only

const listKey = (items: string[]) => [...new Set(items.map((s) => s.trim().toUpperCase()))].sort().join(",");

// Callers get their own array (a caller sorting its list must not reorder the cached one).
function mark<T extends Staleness>(items: T[], stale: boolean, ageSeconds: number): T[] {
  return stale ? items.map((i) => ({ ...i, stale: true, ageSeconds })) : items.slice();
}

export function cachedMarket(
  inner: MarketData,
  cache: CachedFetcher,
  options: { cacheCandles?: boolean } = {},
): MarketData {
  const cacheCandles = options.cacheCandles ?? true;
  return {
    source: inner.source,
    pinnedAt: inner.pinnedAt,
    async quotes(symbols) {
      if (!symbols.length) return [];
      const r = await cache.get(`quotes:${listKey(symbols)}`, TTL_MS.quotes, () => inner.quotes(symbols));
      return mark(r.value, r.stale, r.ageSeconds);
    },
    async forex(pairs) {
      if (!pairs.length) return [];
      const r = await cache.get(`forex:${listKey(pairs)}`, TTL_MS.forex, () => inner.forex(pairs));
      return mark(r.value, r.stale, r.ageSeconds);
    },
    async news(symbol) {
      const r = await cache.get(`news:${symbol?.toUpperCase() ?? "*"}`, TTL_MS.news, () => inner.news(symbol));
      return mark(r.value, r.stale, r.ageSeconds);
    },
    async candles(q: CandleQuery): Promise<Candle[]> {
      if (!cacheCandles) return inner.candles(q);
      const ttl = CANDLE_TTL_MS[q.interval];
      const from = new Date(Math.floor(q.from.getTime() / ttl) * ttl);
      const to = new Date(Math.ceil((q.to.getTime() + 1) / ttl) * ttl);
      const key = `candles:${q.symbol.toUpperCase()}:${q.interval}:${from.getTime()}:${to.getTime()}`;
      const r = await cache.get(key, ttl, () => inner.candles({ ...q, from, to }), {
        share: (bars) => bars.length <= MAX_SHARED_BARS,
      });
      const lo = q.from.getTime() / 1000;
      const hi = q.to.getTime() / 1000;
      return r.value.filter((c) => c.time >= lo && c.time <= hi);
    },
    async resolve(symbol) {
      return (await cache.get(`resolve:${symbol.trim().toUpperCase()}`, TTL_MS.resolve, () => inner.resolve(symbol)))
        .value;
    },
    async profile(symbol) {
      return (await cache.get(`profile:${symbol.trim().toUpperCase()}`, TTL_MS.profile, () => inner.profile(symbol)))
        .value;
    },
    async universe() {
      return (await cache.get("universe", TTL_MS.universe, () => inner.universe())).value.slice();
    },
  };
}
