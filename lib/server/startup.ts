import { getDb } from "@/lib/db/client";
import { ensureAdmin } from "@/lib/auth/seed-admin";

// Runs once when a server process starts (instrumentation.ts): open the database and apply
// migrations, make sure the configured admin exists, then start in-process jobs if enabled.
export async function startServer(): Promise<void> {
  const started = Date.now();
  await getDb();
  const admin = await ensureAdmin();
  console.log(`[candlewise] database ready (${Date.now() - started} ms), admin: ${admin}`);
  // In-process jobs for long-lived servers; serverless hosts call /api/cron/* instead.
  const { schedulerWanted, startScheduler } = await import("@/lib/jobs/scheduler");
  if (schedulerWanted(process.env) && startScheduler()) console.log("[candlewise] in-process job scheduler started");
}
