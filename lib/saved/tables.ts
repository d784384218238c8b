import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, newId } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";

export const savedAnalyses = pgTable(
  "saved_analyses",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    analysisId: text("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    title: text("title"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("saved_user_analysis_unique").on(t.userId, t.analysisId),
    index("saved_user_created_idx").on(t.userId, t.createdAt),
  ],
);
