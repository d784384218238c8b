import "server-only";
import { closeDb, dbDriver, getDb, migrationOutcome } from "@/lib/db/client";
import { ensureAdmin } from "@/lib/auth/seed-admin";
import { validateEnv, variables } from "@/lib/env";
import { installShutdownHandlers, onShutdown } from "./shutdown";

// Runs once when a server process starts (instrumentation.ts): open the database and apply
// migrations (once across instances, lib/db/migrate.ts), make sure the configured admin exists,
// start in-process jobs if enabled, and arrange a clean stop on SIGTERM (lib/server/shutdown.ts).
export async function startServer(): Promise<void> {
  validateEnv();
  const started = Date.now();
  await getDb();
  const migration = await migrationOutcome();
  const admin = await ensureAdmin();
  console.log(
    `[candlewise] database ready (${Date.now() - started} ms, ${await dbDriver()}, ${migration === "migrated" ? "migrations applied" : "schema current"}), admin: ${admin}`,
  );
  // In-process jobs for long-lived servers; serverless hosts call /api/cron/* instead.
  const { schedulerWanted, startScheduler, stopScheduler } = await import("@/lib/jobs/scheduler");
  if (schedulerWanted(variables()) && startScheduler()) console.log("[candlewise] in-process job scheduler started");

  // The order matters: the scheduler first (before the HTTP drain), the connections last.
  onShutdown("scheduler", stopScheduler);
  onShutdown("rate-limit redis", async () => (await import("@/lib/rate-limit/store")).closeLimiterRedis());
  onShutdown("market cache redis", async () => (await import("@/lib/providers/market/cache")).closeMarketCache());
  onShutdown("database", closeDb);
  installShutdownHandlers();
}
