import { index, pgTable, text, serial } from "drizzle-orm/pg-core";
import { createdAt } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";

// Who did what, when: the admin feed and the dashboard's recent activity read it.
export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_log_created_at_idx").on(t.createdAt),
    index("activity_log_user_idx").on(t.userId, t.createdAt),
  ],
);

export type ActivityRow = typeof activityLog.$inferSelect;
