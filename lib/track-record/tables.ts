import { doublePrecision, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "@/lib/db/columns";
import { analyses, outcomeStatuses } from "@/lib/analysis/tables";

// The always-long baseline for each resolved call (same symbol, entry, distances and window),
// kept next to the call's own outcome so the track record compares like with like.
export const outcomeBaselines = pgTable("outcome_baselines", {
  analysisId: text("analysis_id").primaryKey().references(() => analyses.id, { onDelete: "cascade" }),
  status: text("status", { enum: outcomeStatuses }).notNull().default("open"),
  exitPrice: doublePrecision("exit_price"),
  resolvedAt: tstz("resolved_at"),
  createdAt: createdAt(),
});
