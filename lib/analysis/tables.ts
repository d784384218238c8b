import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, createdAt, newId, tstz } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";

export const analyses = pgTable(
  "analyses",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    instrumentType: text("instrument_type"),
    investmentType: text("investment_type").notNull(),
    recommendation: text("recommendation", { enum: ["BUY", "SELL", "WAIT", "AVOID"] }).notNull(),
    entryPrice: doublePrecision("entry_price").notNull(),
    stopLoss: doublePrecision("stop_loss").notNull(),
    takeProfit1: doublePrecision("take_profit_1").notNull(),
    takeProfit2: doublePrecision("take_profit_2").notNull(),
    successProbability: doublePrecision("success_probability").notNull(),
    riskRewardRatio: doublePrecision("risk_reward_ratio"),
    leverage: doublePrecision("leverage").notNull(),
    riskPercentage: doublePrecision("risk_percentage").notNull(),
    budget: doublePrecision("budget").notNull(),
    budgetCurrency: text("budget_currency").notNull().default("USD"),
    engine: text("engine").notNull(), // "builtin" | "together:<model>"
    dataSource: text("data_source").notNull(), // "demo" | "yahoo"
    input: jsonb("input").notNull(),
    result: jsonb("result").notNull(), // the full analysis as the results screen reads it
    createdAt: createdAt(),
  },
  (t) => [index("analyses_user_created_idx").on(t.userId, t.createdAt), index("analyses_created_idx").on(t.createdAt)],
);

export type AnalysisRow = typeof analyses.$inferSelect;

// Screenshots kept for pattern learning; bytes in the database or a key into file storage.
export const analysisImages = pgTable(
  "analysis_images",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    analysisId: text("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["chart", "news"] }).notNull(),
    mime: text("mime").notNull(),
    bytes: bytea("bytes"),
    storageKey: text("storage_key"),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("analysis_images_analysis_idx").on(t.analysisId)],
);

// The stage of each running analysis, for the New Analysis screen's progress bar. In the database
// rather than in memory so a poll answered by another server instance (or another serverless
// invocation) sees the same stage. Rows older than ten minutes are swept by the next run.
export const analysisProgress = pgTable(
  "analysis_progress",
  {
    id: text("id").primaryKey(), // chosen by the client: see app/api/analyses/route.ts
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    failed: boolean("failed").notNull().default(false),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("analysis_progress_updated_idx").on(t.updatedAt)],
);
