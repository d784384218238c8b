import { isAppError } from "@/lib/errors";
import type { CacheEntry, CacheStore } from "./store";
import { STALE_KEEP_MS } from "./ttl";

// One cached read: fresh entry -> served; otherwise one upstream call per key at a time
// (concurrent callers share it), stored for later; on upstream failure the last entry is served
// with its age instead of an error. A caller's own mistake (a 4xx AppError such as
// TICKER_NOT_FOUND) is never hidden behind a stale answer.

export interface Cached<T> {
  value: T;
  stale: boolean;
  ageSeconds: number;
}

export interface FetchOptions<T> {
  /** Whether a loaded value also goes to the shared store (default: yes). */
  share?: (value: T) => boolean;
}

export interface CachedFetcher {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>, options?: FetchOptions<T>): Promise<Cached<T>>;
}

/** The cache's own counters, read by /api/system/health (cacheHitRate). */
export interface CacheCounters {
  hits: number; // answered without an upstream call (fresh entry, or joined a load already in flight)
  misses: number; // started an upstream call
  staleServed: number; // upstream failed, an older entry was served
}

export const newCacheCounters = (): CacheCounters => ({ hits: 0, misses: 0, staleServed: 0 });

const isCallerError = (e: unknown) => isAppError(e) && e.status < 500 && e.code !== "rate_limited";

export function cachedFetcher(
  local: CacheStore,
  shared: CacheStore | null,
  clock: () => number = Date.now,
  counters: CacheCounters = newCacheCounters(),
): CachedFetcher {
  const inFlight = new Map<string, Promise<unknown>>();

  return {
    async get<T>(key: string, ttlMs: number, load: () => Promise<T>, options: FetchOptions<T> = {}) {
      const now = clock();
      const fresh = (e: CacheEntry<T> | undefined): boolean => !!e && now - e.storedAt < ttlMs;
      // The in-process copy first (no network); the shared store only when it is not fresh,
      // since another instance may have refreshed it.
      let entry = await local.get<T>(key);
      if (!fresh(entry) && shared) {
        const other = await shared.get<T>(key);
        if (other && (!entry || other.storedAt > entry.storedAt)) {
          entry = other;
          await local.set(key, other, STALE_KEEP_MS);
        }
      }
      if (entry && fresh(entry)) {
        counters.hits++;
        return { value: entry.value, stale: false, ageSeconds: Math.max(0, Math.round((now - entry.storedAt) / 1000)) };
      }
      let pending = inFlight.get(key) as Promise<T> | undefined;
      if (pending) counters.hits++;
      else counters.misses++;
      if (!pending) {
        pending = (async () => {
          const value = await load();
          const stored = { value, storedAt: clock() };
          await local.set(key, stored, STALE_KEEP_MS);
          if (shared && (options.share?.(value) ?? true)) await shared.set(key, stored, STALE_KEEP_MS);
          return value;
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        return { value: await pending, stale: false, ageSeconds: 0 };
      } catch (error) {
        if (!entry || isCallerError(error)) throw error;
        counters.staleServed++;
        const ageSeconds = Math.round((clock() - entry.storedAt) / 1000);
        console.warn(
          `[market-cache] serving ${key} from cache (${ageSeconds}s old):`,
          error instanceof Error ? error.message : error,
        );
        return { value: entry.value, stale: true, ageSeconds };
      }
    },
  };
}
