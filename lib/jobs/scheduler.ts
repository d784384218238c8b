import "server-only";
import { jobs } from "./registry";
import { runJob } from "./run-job";
import { MINUTE } from "./types";

// The self-hosted scheduler: one unref'd timer per process that offers every job each minute.
// Whether a job actually runs is decided by its lease row (due and not running elsewhere), so
// several instances, or an external cron hitting /api/cron/* as well, stay safe.
const TICK_MS = MINUTE;
const holder = globalThis as unknown as { __candlewiseScheduler?: NodeJS.Timeout; __candlewiseTick?: Promise<void> };

async function tick(): Promise<void> {
  for (const job of jobs) {
    const run = await runJob(job, new Date(), { onlyIfDue: true }).catch((error: unknown) => ({
      status: "failed",
      error,
    }));
    if (run.status !== "skipped") console.log(`[jobs] ${job.name}:`, JSON.stringify(run));
  }
}

export function startScheduler(): boolean {
  if (holder.__candlewiseScheduler) return false;
  let busy = false;
  const guarded = () => {
    if (busy || !holder.__candlewiseScheduler) return; // never overlapped by the next tick; nothing after stopScheduler
    busy = true;
    holder.__candlewiseTick = tick().finally(() => (busy = false));
  };
  holder.__candlewiseScheduler = setInterval(guarded, TICK_MS);
  holder.__candlewiseScheduler.unref();
  setTimeout(guarded, 5_000).unref(); // first pass shortly after start, off the start-up path
  return true;
}

/** Stops offering jobs; resolves once a tick already running has finished (its leases released). */
export async function stopScheduler(): Promise<void> {
  if (holder.__candlewiseScheduler) clearInterval(holder.__candlewiseScheduler);
  holder.__candlewiseScheduler = undefined;
  await holder.__candlewiseTick;
}

/**
 * SCHEDULER_ENABLED=true always runs it, =false never does. Left empty, it runs in a long-lived
 * production server (`npm start`) and stays off on serverless hosts (VERCEL set), where
 * vercel.json's crons call /api/cron/* instead, and in development and tests.
 */
export function schedulerWanted(env: Record<string, string | undefined>): boolean {
  const flag = env.SCHEDULER_ENABLED?.trim().toLowerCase();
  if (flag === "true" || flag === "1") return true;
  if (flag === "false" || flag === "0") return false;
  return env.NODE_ENV === "production" && !env.VERCEL && !env.AWS_LAMBDA_FUNCTION_NAME;
}
