import { connectRedis } from "@/lib/providers/redis/connect";
import type { CacheEntry, CacheStore } from "./store";

// Shared cache for several instances (serverless, multiple processes). Redis being down must not
// take market data down with it: every Redis failure falls through to the in-process store.
export function redisStore(
  url: string,
  fallback: CacheStore,
  prefix = "cw:market:",
): CacheStore & { quit(): Promise<void>; ready(): Promise<void> } {
  const redis = connectRedis(url, "market-cache", "using the in-process cache");

  return {
    kind: "redis",
    async get<T>(key: string) {
      try {
        const raw = await redis.get(prefix + key);
        if (raw) return JSON.parse(raw) as CacheEntry<T>;
        return undefined;
      } catch {
        return fallback.get<T>(key);
      }
    },
    async set<T>(key: string, entry: CacheEntry<T>, keepMs: number) {
      try {
        await redis.set(prefix + key, JSON.stringify(entry), "PX", Math.max(1, Math.round(keepMs)));
      } catch {
        await fallback.set(key, entry, keepMs);
      }
    },
    /** Resolves once connected (a test waits on it instead of sleeping); rejects if the connection ends first. */
    ready() {
      if (redis.status === "ready") return Promise.resolve();
      return new Promise<void>((ok, fail) => {
        redis.once("ready", () => ok());
        redis.once("end", () => fail(new Error("redis connection ended before it was ready")));
      });
    },
    async quit() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
