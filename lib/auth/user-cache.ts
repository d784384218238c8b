import { LRUCache } from "lru-cache";
import { currentDbKey, getDb, listenLocal } from "@/lib/db/client";
import type { User } from "./tables";

// Session users kept in memory, on the embedded database only. Reading the user row on every
// request is what keeps deactivation and deletion immediate, and on PGlite that read costs more
// than the rest of a cached market request put together. There this process is the only writer,
// and a trigger (drizzle/0003_users_changed_notify.sql) announces every insert, update or delete
// of a user row, so an entry is dropped the moment its row changes, whoever changed it. On a
// shared PostgreSQL other instances write too: no cache, every request reads the row.

const USERS_CHANGED = "users_changed";
const MAX_AGE_MS = 10 * 60_000; // a bound, not the mechanism: notifications do the invalidating

type Cache = { users: LRUCache<string, User>; generation: number };
const caches = new WeakMap<object, Promise<Cache | null>>();

function cacheFor(key: object): Promise<Cache | null> {
  let cache = caches.get(key);
  if (!cache) {
    cache = (async () => {
      const c: Cache = { users: new LRUCache({ max: 10_000, ttl: MAX_AGE_MS }), generation: 0 };
      const listening = await listenLocal(USERS_CHANGED, (id) => {
        c.generation++;
        c.users.delete(id);
      });
      return listening ? c : null;
    })().catch((error) => {
      console.warn("[auth] user cache disabled:", error instanceof Error ? error.message : error);
      return null;
    });
    caches.set(key, cache);
  }
  return cache;
}

/** The user row by id through the cache where it is safe; callers get their own copy. */
export async function cachedUserById(id: string, load: (id: string) => Promise<User | undefined>): Promise<User | undefined> {
  await getDb();
  const key = currentDbKey();
  const cache = key ? await cacheFor(key) : null;
  if (!cache) return load(id);
  const hit = cache.users.get(id);
  if (hit) return { ...hit };
  // A change announced while the row was being read may have been read before it: keep only a
  // row no notification has overtaken.
  const generation = cache.generation;
  const user = await load(id);
  if (user && generation === cache.generation) cache.users.set(id, { ...user });
  return user;
}
