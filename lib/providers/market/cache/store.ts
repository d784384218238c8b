import { LRUCache } from "lru-cache";

// Where cached market answers live. Entries outlive their time-to-live on purpose: an expired
// entry is still served (marked stale) when the provider fails. `keepMs` bounds that.
export interface CacheEntry<T = unknown> {
  value: T;
  storedAt: number; // epoch ms
}

export interface CacheStore {
  readonly kind: "memory" | "redis";
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  set<T>(key: string, entry: CacheEntry<T>, keepMs: number): Promise<void>;
}

// Sized by content: a list of candles counts one unit per bar, anything else one unit.
export function memoryStore(maxUnits = 500_000): CacheStore {
  const lru = new LRUCache<string, CacheEntry>({
    maxSize: maxUnits,
    sizeCalculation: (e) => (Array.isArray(e.value) ? e.value.length + 1 : 1),
  });
  return {
    kind: "memory",
    async get<T>(key: string) {
      return lru.get(key) as CacheEntry<T> | undefined;
    },
    async set<T>(key: string, entry: CacheEntry<T>, keepMs: number) {
      lru.set(key, entry as CacheEntry, { ttl: keepMs });
    },
  };
}
