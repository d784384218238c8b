import "server-only";
import { getDb } from "@/lib/db/client";
import type { Job } from "./types";
import { releaseLease, takeLease } from "./lease";

export type JobRun =
  | { job: string; status: "ran"; result: Record<string, unknown>; ms: number }
  | { job: string; status: "skipped"; reason: "running elsewhere or not due" }
  | { job: string; status: "failed"; error: string; ms: number };

/** Runs a job under its lease. `onlyIfDue` is the scheduler's mode; cron calls run when free. */
export async function runJob(job: Job, now = new Date(), options: { onlyIfDue?: boolean } = {}): Promise<JobRun> {
  const db = await getDb();
  const taken = await takeLease(db, job.name, now, { dueAfterMs: options.onlyIfDue ? job.everyMs : undefined });
  if (!taken) return { job: job.name, status: "skipped", reason: "running elsewhere or not due" };
  const started = Date.now();
  try {
    const result = await job.run(now);
    await releaseLease(db, job.name, new Date(), result);
    return { job: job.name, status: "ran", result, ms: Date.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[jobs] ${job.name} failed`, error);
    await releaseLease(db, job.name, new Date(), { error: message });
    return { job: job.name, status: "failed", error: message, ms: Date.now() - started };
  }
}
