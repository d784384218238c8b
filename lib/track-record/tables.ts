import { doublePrecision, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "@/lib/db/columns";
import { analyses } from "@/lib/analysis/tables";

export const outcomeStatuses = ["open", "win", "loss", "expired"] as const;

// The track record: each BUY/SELL call resolved against later candles.
export const analysisOutcomes = pgTable(
  "analysis_outcomes",
  {
    analysisId: text("analysis_id")
      .primaryKey()
      .references(() => analyses.id, { onDelete: "cascade" }),
    status: text("status", { enum: outcomeStatuses }).notNull().default("open"),
    resolvedAt: tstz("resolved_at"),
    exitPrice: doublePrecision("exit_price"),
    maxFavorable: doublePrecision("max_favorable"),
    maxAdverse: doublePrecision("max_adverse"),
    checkedAt: tstz("checked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("analysis_outcomes_status_idx").on(t.status)],
);

// The always-long baseline for each resolved call (same symbol, entry, distances and window),
// kept next to the call's own outcome so the track record compares like with like.
export const outcomeBaselines = pgTable("outcome_baselines", {
  analysisId: text("analysis_id")
    .primaryKey()
    .references(() => analyses.id, { onDelete: "cascade" }),
  status: text("status", { enum: outcomeStatuses }).notNull().default("open"),
  exitPrice: doublePrecision("exit_price"),
  resolvedAt: tstz("resolved_at"),
  createdAt: createdAt(),
});
