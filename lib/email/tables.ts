import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, newId, tstz } from "@/lib/db/columns";

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed", "logged"] }).notNull().default("queued"),
    providerId: text("provider_id"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: tstz("sent_at"),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);
