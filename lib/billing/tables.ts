import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";

export const billingCustomers = pgTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  subscriptionId: text("subscription_id"),
  status: text("status"),
  currentPeriodEnd: tstz("current_period_end"),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

// Processed webhook event ids, so a retried delivery changes nothing.
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});
