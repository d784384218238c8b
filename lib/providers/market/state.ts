import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { providerState } from "@/lib/providers/tables";

// Small key/value state in the provider_state table: survives restarts and serverless cold
// starts, shared by every instance on the same database.
export interface StateStore {
  load<T>(key: string): Promise<T | null>;
  save(key: string, value: unknown): Promise<void>;
}

export const dbStateStore: StateStore = {
  async load<T>(key: string) {
    const db = await getDb();
    const [row] = await db.select().from(providerState).where(eq(providerState.key, key)).limit(1);
    return (row?.value as T | undefined) ?? null;
  },
  async save(key: string, value: unknown) {
    const db = await getDb();
    const now = new Date();
    await db
      .insert(providerState)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: providerState.key, set: { value, updatedAt: now } });
  },
};

/** For tests and scripts that must not touch a database. */
export function memoryStateStore(): StateStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    async load<T>(key: string) {
      return (data.has(key) ? structuredClone(data.get(key)) : null) as T | null;
    },
    async save(key: string, value: unknown) {
      data.set(key, structuredClone(value));
    },
  };
}
