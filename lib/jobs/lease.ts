import "server-only";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobRuns } from "@/lib/system/tables";
import { MINUTE_MS } from "@/lib/time";

// A lease row per job in job_runs. Taking it is one atomic upsert whose update only applies when
// the previous lease has expired, so two instances (or a cron call racing the scheduler) never
// run the same job at once. A crashed run simply lets its lease lapse.
export const LEASE_MS = 10 * MINUTE_MS;

/** Returns true when this caller now holds the lease for `name` until now + leaseMs. */
export async function takeLease(
  db: Db,
  name: string,
  now: Date,
  options: { leaseMs?: number; dueAfterMs?: number } = {},
): Promise<boolean> {
  const until = new Date(now.getTime() + (options.leaseMs ?? LEASE_MS));
  const free = or(isNull(jobRuns.lockedUntil), lte(jobRuns.lockedUntil, now));
  // The scheduler only runs a job that is due; a cron call (no dueAfterMs) runs it whenever free.
  const due =
    options.dueAfterMs === undefined
      ? undefined
      : or(isNull(jobRuns.lastStartedAt), lte(jobRuns.lastStartedAt, new Date(now.getTime() - options.dueAfterMs)));
  const rows = await db
    .insert(jobRuns)
    .values({ name, lockedUntil: until, lastStartedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lockedUntil: until, lastStartedAt: now },
      setWhere: due ? and(free, due) : free,
    })
    .returning({ name: jobRuns.name });
  return rows.length === 1;
}

/** Ends the lease and records what the run did. */
export async function releaseLease(db: Db, name: string, finishedAt: Date, result: unknown): Promise<void> {
  await db
    .update(jobRuns)
    .set({ lockedUntil: null, lastFinishedAt: finishedAt, lastResult: sql`${JSON.stringify(result)}::jsonb` })
    .where(eq(jobRuns.name, name));
}
