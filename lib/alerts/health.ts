import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/json-rows";

// The watcher on the system-health page: its last pass (from the job's lease row) and what the
// channels did over the last 24 hours.
export type WatcherHealth = {
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastResult: Record<string, unknown> | null;
  channels: { channel: "in-app" | "email" | "push"; sent: number; failed: number }[];
};

export async function watcherHealth(db: Db, now: Date): Promise<WatcherHealth> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  const [run] = rowsOf<{ last_started_at: string | null; last_finished_at: string | null; last_result: unknown }>(
    await db.execute(sql`select last_started_at, last_finished_at, last_result from job_runs where name = 'alerts'`),
  );
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from alert_events where created_at >= ${since}::timestamptz) as in_app,
      (select count(*)::int from email_outbox where kind = 'alert' and status in ('sent', 'logged') and created_at >= ${since}::timestamptz) as email_sent,
      (select count(*)::int from email_outbox where kind = 'alert' and status = 'failed' and created_at >= ${since}::timestamptz) as email_failed,
      (select count(*)::int from alert_deliveries where status = 'sent' and created_at >= ${since}::timestamptz) as push_sent,
      (select count(*)::int from alert_deliveries where status = 'failed' and created_at >= ${since}::timestamptz) as push_failed`),
  );
  const iso = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);
  return {
    lastStartedAt: iso(run?.last_started_at),
    lastFinishedAt: iso(run?.last_finished_at),
    lastResult: (run?.last_result as Record<string, unknown>) ?? null,
    channels: [
      { channel: "in-app", sent: counts.in_app, failed: 0 },
      { channel: "email", sent: counts.email_sent, failed: counts.email_failed },
      { channel: "push", sent: counts.push_sent, failed: counts.push_failed },
    ],
  };
}
