import { index, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { tstz } from "@/lib/db/columns";

// One row per idea; a generation run shares a batch id so the latest set is one query.
export const tradeIdeas = pgTable(
  "trade_ideas",
  {
    id: serial("id").primaryKey(),
    batchId: text("batch_id").notNull(),
    symbol: text("symbol").notNull(),
    data: jsonb("data").notNull(),
    generatedAt: tstz("generated_at").notNull().defaultNow(),
  },
  (t) => [index("trade_ideas_generated_idx").on(t.generatedAt), index("trade_ideas_batch_idx").on(t.batchId)],
);
