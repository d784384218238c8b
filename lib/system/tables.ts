import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { tstz } from "@/lib/db/columns";

// Scheduled jobs take a lease here, so two instances (or two cron calls) never run one job at once.
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lockedUntil: tstz("locked_until"),
  lastStartedAt: tstz("last_started_at"),
  lastFinishedAt: tstz("last_finished_at"),
  lastResult: jsonb("last_result"),
});
