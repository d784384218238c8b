import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { tstz } from "@/lib/db/columns";

// The providers' own state, in the providers' ring (a provider imports no domain).

// Small key/value state that must survive restarts and serverless cold starts
// (market-data cookies and crumb, provider health samples).
export const providerState = pgTable("provider_state", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

// Calls to the configured market-data and AI providers, one row per provider and UTC minute
// (lib/providers/metering): the figures behind /api/system/health's apiCallsToday and errorRate,
// shared by every instance. Counts are added in batches, never one write per call.
export const providerCalls = pgTable(
  "provider_calls",
  {
    minute: tstz("minute").notNull(),
    provider: text("provider").notNull(), // "market:demo", "market:yahoo", "ai:builtin", "ai:together"
    calls: integer("calls").notNull().default(0),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.minute, t.provider] })],
);
