import { env } from "@/lib/env";
import { cachedFetcher, newCacheCounters, type CacheCounters } from "./cached-fetch";
import { cachedMarket } from "./cached-market";
import { redisStore } from "./redis-store";
import { memoryStore, type CacheStore } from "./store";
import type { MarketData } from "../types";

// One cache per process (kept on globalThis so dev reloads do not open new Redis connections).
const g = globalThis as unknown as {
  __marketCache?: { local: CacheStore; shared: CacheStore | null; counters: CacheCounters };
};

function stores() {
  if (!g.__marketCache) {
    const local = memoryStore();
    const shared = env.REDIS_URL && env.NODE_ENV !== "test" ? redisStore(env.REDIS_URL, local) : null;
    g.__marketCache = { local, shared, counters: newCacheCounters() };
  }
  return g.__marketCache;
}

/** The provider behind the process-wide cache (Redis-backed when REDIS_URL is set). */
export function withMarketCache(provider: MarketData): MarketData {
  const { local, shared, counters } = stores();
  // The demo market computes candles in-process from memoised days: caching them only copies.
  return cachedMarket(provider, cachedFetcher(local, shared, Date.now, counters), {
    cacheCandles: provider.source !== "demo",
  });
}

/** This process's cache counters since start (system health's cacheHitRate). */
export function marketCacheStats(): CacheCounters & { hitRate: number | null } {
  const c = { ...stores().counters };
  const total = c.hits + c.misses;
  return { ...c, hitRate: total ? Math.round((c.hits / total) * 1000) / 10 : null };
}

/** Graceful shutdown: closes the shared (Redis) cache connection of this process, if any. */
export async function closeMarketCache(): Promise<void> {
  const shared = g.__marketCache?.shared as (CacheStore & { quit?: () => Promise<void> }) | null | undefined;
  g.__marketCache = undefined;
  await shared?.quit?.();
}

export { cachedFetcher, cachedMarket, memoryStore };
