import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, newId } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";

export const simulations = pgTable(
  "simulations",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    request: jsonb("request").notNull(),
    result: jsonb("result").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("simulations_user_created_idx").on(t.userId, t.createdAt)],
);
