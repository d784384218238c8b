import { boolean, doublePrecision, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, newId, tstz } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";

// A chart pattern seen in an analysis, verified against later prices after 24 hours.
export const patternObservations = pgTable(
  "pattern_observations",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    analysisId: text("analysis_id").references(() => analyses.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    symbol: text("symbol").notNull(),
    patternType: text("pattern_type").notNull(),
    direction: text("direction", { enum: ["BULLISH", "BEARISH", "NEUTRAL"] }).notNull(),
    confidence: doublePrecision("confidence").notNull(), // percent 0-100
    priceAtDetection: doublePrecision("price_at_detection").notNull(),
    targetPrice: doublePrecision("target_price"),
    detectedAt: tstz("detected_at").notNull().defaultNow(),
    verifiedAt: tstz("verified_at"),
    targetReached: boolean("target_reached"),
    createdAt: createdAt(),
  },
  (t) => [index("pattern_obs_detected_idx").on(t.detectedAt), index("pattern_obs_pending_idx").on(t.verifiedAt)],
);
