import "server-only";
import { LRUCache } from "lru-cache";
import { currentDbKey, getDb, listenLocal } from "@/lib/db/client";
import { MINUTE_MS } from "@/lib/time";

// Rows kept in memory, on the embedded database only. There this process is the only writer, and
// a trigger announces every change of a row on a NOTIFY channel (its id as payload), so an entry
// is dropped the moment its row changes, whoever changed it. On a shared PostgreSQL other
// instances write too: no cache, every request reads the row.

const MAX_AGE_MS = 10 * MINUTE_MS; // a bound, not the mechanism: notifications do the invalidating

type Cache<T extends object> = { rows: LRUCache<string, T>; generation: number };

export type NotifiedCache<T extends object> = {
  /** The row by id through the cache where it is safe; callers get their own copy. */
  get(id: string, load: (id: string) => Promise<T | undefined>): Promise<T | undefined>;
  /** Drops an entry now (the notification follows, but the caller's next read must not wait for it). */
  forget(id: string): void;
};

export function notifiedCache<T extends object>(channel: string, label: string): NotifiedCache<T> {
  const caches = new WeakMap<object, Promise<Cache<T> | null>>();
  const live = new Set<Cache<T>>();

  function cacheFor(key: object): Promise<Cache<T> | null> {
    let cache = caches.get(key);
    if (!cache) {
      cache = (async () => {
        const c: Cache<T> = { rows: new LRUCache({ max: 10_000, ttl: MAX_AGE_MS }), generation: 0 };
        const listening = await listenLocal(channel, (id) => {
          c.generation++;
          c.rows.delete(id);
        });
        if (listening) live.add(c);
        return listening ? c : null;
      })().catch((error) => {
        console.warn(`[auth] ${label} cache disabled:`, error instanceof Error ? error.message : error);
        return null;
      });
      caches.set(key, cache);
    }
    return cache;
  }

  return {
    async get(id, load) {
      await getDb();
      const key = currentDbKey();
      const cache = key ? await cacheFor(key) : null;
      if (!cache) return load(id);
      const hit = cache.rows.get(id);
      if (hit) return { ...hit };
      // A change announced while the row was being read may have been read before it: keep only
      // a row no notification has overtaken.
      const generation = cache.generation;
      const row = await load(id);
      if (row && generation === cache.generation) cache.rows.set(id, { ...row });
      return row;
    },
    forget(id) {
      for (const c of live) {
        c.generation++;
        c.rows.delete(id);
      }
    },
  };
}
