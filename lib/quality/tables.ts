import { doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, newId } from "@/lib/db/columns";

// One row per quality-test run (one test, or one test within a Run All), so /quality-monitor
// shows the last results after a reload and the overall score over time.
export const qualityRuns = pgTable(
  "quality_runs",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    test: text("test").notNull(), // a test id of lib/quality/catalog.ts, or "run-all" (the overall score)
    status: text("status").notNull(), // EXCELLENT | GOOD | NEEDS_IMPROVEMENT | FAILED
    successRate: doublePrecision("success_rate").notNull(),
    message: text("message").notNull(),
    details: jsonb("details"),
    durationMs: integer("duration_ms").notNull(),
    batchId: text("batch_id"), // shared by the tests of one Run All and its "run-all" summary row
    createdAt: createdAt(),
  },
  (t) => [
    index("quality_runs_test_created_idx").on(t.test, t.createdAt),
    index("quality_runs_created_idx").on(t.createdAt),
  ],
);

export type QualityRunRow = typeof qualityRuns.$inferSelect;
