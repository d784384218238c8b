import { env } from "@/lib/env";
import { cachedFetcher } from "./cached-fetch";
import { cachedMarket } from "./cached-market";
import { redisStore } from "./redis-store";
import { memoryStore, type CacheStore } from "./store";
import type { MarketData } from "../types";

// One cache per process (kept on globalThis so dev reloads do not open new Redis connections).
const g = globalThis as unknown as { __marketCache?: { local: CacheStore; shared: CacheStore | null } };

function stores() {
  if (!g.__marketCache) {
    const local = memoryStore();
    const shared = env.REDIS_URL && env.NODE_ENV !== "test" ? redisStore(env.REDIS_URL, local) : null;
    g.__marketCache = { local, shared };
  }
  return g.__marketCache;
}

/** The provider behind the process-wide cache (Redis-backed when REDIS_URL is set). */
export function withMarketCache(provider: MarketData): MarketData {
  const { local, shared } = stores();
  // The demo market computes candles in-process from memoised days: caching them only copies.
  return cachedMarket(provider, cachedFetcher(local, shared), { cacheCandles: provider.source !== "demo" });
}

export { cachedFetcher, cachedMarket, memoryStore };
