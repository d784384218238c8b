import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, newId, tstz } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";
import { emailKinds, emailStatuses } from "./kinds";

// Every e-mail is first a row here, written in the same transaction as what caused it; delivery
// (right away, or later by the email-outbox job) only changes its status.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: emailKinds }).notNull().default("bulk"),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(), // the plain-text part
    html: text("html").notNull().default(""),
    headers: jsonb("headers").$type<Record<string, string>>(),
    // Rows sent together share a key: a retry resends exactly that group under the same
    // Idempotency-Key, so Resend never delivers it twice.
    batchKey: text("batch_key").notNull().$defaultFn(newId),
    status: text("status", { enum: emailStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tstz("next_attempt_at").notNull().defaultNow(),
    lockedUntil: tstz("locked_until"),
    providerId: text("provider_id"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: tstz("sent_at"),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index("email_outbox_batch_idx").on(t.batchKey),
  ],
);
export type OutboxRow = typeof emailOutbox.$inferSelect;

// Password reset links: only a SHA-256 of the token is kept; single use, 30 minutes.
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);
