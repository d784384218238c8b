import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "@/lib/auth/tables";

// How many analyses each user has, kept by statement-level triggers on analyses
// (drizzle/*_admin_counts.sql). The admin figures "total analyses" and "users without analyses"
// then read one row per user instead of a million analyses. A user with no analyses has no row
// (or a row at 0 after deleting them all).
export const userAnalysisCounts = pgTable("user_analysis_counts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  analyses: integer("analyses").notNull().default(0),
});
