import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, newId, tstz } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";
import { tipAudiences, tipPriorities, tipTypes } from "./constants";

export { tipAudiences, tipPriorities, tipTypes };

export const tips = pgTable(
  "tips",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type", { enum: tipTypes }).notNull().default("info"),
    priority: text("priority", { enum: tipPriorities }).notNull().default("normal"),
    targetAudience: text("target_audience", { enum: tipAudiences }).notNull().default("all"),
    startDate: tstz("start_date").notNull().defaultNow(),
    endDate: tstz("end_date"),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("tips_active_idx").on(t.isActive, t.startDate)],
);
