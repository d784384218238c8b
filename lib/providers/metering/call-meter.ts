import "server-only";
// Counts calls to the configured providers for /api/system/health (apiCallsToday, errorRate).
// The hot path only bumps an in-memory counter; counts are added to provider_calls (one row per
// provider and UTC minute, shared by every instance) once a minute, when 200 calls are pending,
// and whenever the health page asks (flushProviderCalls).
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { providerCalls } from "@/lib/providers/tables";
import { MINUTE_MS } from "@/lib/time";

const FLUSH_EVERY_MS = MINUTE_MS;
const FLUSH_AT_PENDING = 200;
// Test files open and close their own databases: there, counts are written only when asked
// (flushProviderCalls), never by a timer that could fire after a file closed its database.
const AUTO_FLUSH = env.NODE_ENV !== "test";

type Pending = { minute: number; provider: string; calls: number; failures: number };

type MeterState = { pending: Map<string, Pending>; size: number; timer?: NodeJS.Timeout; flushing?: Promise<void> };
const g = globalThis as unknown as { __candlewiseMeter?: MeterState };
const state = (): MeterState => (g.__candlewiseMeter ??= { pending: new Map(), size: 0 });

/** Counts one call; `ok` false means the provider failed (not a caller mistake such as an unknown ticker). */
export function recordProviderCall(provider: string, ok: boolean, at = Date.now()): void {
  const s = state();
  const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  const key = `${minute}|${provider}`;
  const row = s.pending.get(key) ?? { minute, provider, calls: 0, failures: 0 };
  row.calls++;
  if (!ok) row.failures++;
  s.pending.set(key, row);
  s.size++;
  if (!AUTO_FLUSH) return;
  if (!s.timer) {
    s.timer = setInterval(() => void flushProviderCalls(), FLUSH_EVERY_MS);
    s.timer.unref?.();
  }
  if (s.size >= FLUSH_AT_PENDING) void flushProviderCalls();
}

/** Adds the pending counts to the database; a failed write keeps them for the next flush. */
export async function flushProviderCalls(): Promise<void> {
  const s = state();
  if (s.flushing) await s.flushing;
  if (!s.pending.size) return;
  const rows = [...s.pending.values()];
  s.pending = new Map();
  s.size = 0;
  s.flushing = (async () => {
    try {
      const db = await getDb();
      await db
        .insert(providerCalls)
        .values(
          rows.map((r) => ({ minute: new Date(r.minute), provider: r.provider, calls: r.calls, failures: r.failures })),
        )
        .onConflictDoUpdate({
          target: [providerCalls.minute, providerCalls.provider],
          set: {
            calls: sql`${providerCalls.calls} + excluded.calls`,
            failures: sql`${providerCalls.failures} + excluded.failures`,
          },
        });
    } catch (error) {
      for (const r of rows) {
        const key = `${r.minute}|${r.provider}`;
        const row = s.pending.get(key) ?? { ...r, calls: 0, failures: 0 };
        row.calls += r.calls;
        row.failures += r.failures;
        s.pending.set(key, row);
        s.size += r.calls;
      }
      console.warn("[meter] could not store provider call counts:", error instanceof Error ? error.message : error);
    } finally {
      s.flushing = undefined;
    }
  })();
  await s.flushing;
}

/** Forgets unflushed counts (tests). */
export function resetProviderMeter(): void {
  const s = state();
  s.pending = new Map();
  s.size = 0;
}
