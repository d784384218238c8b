import { boolean, doublePrecision, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, newId, tstz } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";

// A chart pattern seen in an analysis, verified against later prices after 24 hours.
// Target and invalidation are written when the pattern is recorded (lib/learning/levels.ts), so the
// verdict never depends on candles read later; rows from before those columns get the same rule.
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
    /** Candle interval the pattern was seen on ("5m", "1d"...): the timeframe its hit rate belongs to. */
    interval: text("interval"),
    invalidationPrice: doublePrecision("invalidation_price"),
    detectedAt: tstz("detected_at").notNull().defaultNow(),
    verifiedAt: tstz("verified_at"),
    targetReached: boolean("target_reached"),
    /** How it ended: target | invalidated | expired | void (no direction, nothing to verify). */
    outcome: text("outcome", { enum: ["target", "invalidated", "expired", "void"] }),
    /** Best and worst excursion in the window, percent of the detection price (favourable >= 0 >= adverse). */
    maxFavorable: doublePrecision("max_favorable"),
    maxAdverse: doublePrecision("max_adverse"),
    /** Last time the job looked at it; a still-pending row goes to the back of the next batch. */
    checkedAt: tstz("checked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("pattern_obs_detected_idx").on(t.detectedAt),
    index("pattern_obs_pending_idx").on(t.verifiedAt),
    index("pattern_obs_type_interval_idx").on(t.patternType, t.interval),
  ],
);

export type PatternObservation = typeof patternObservations.$inferSelect;
