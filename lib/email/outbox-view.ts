import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { newId } from "@/lib/db/columns";
import type { EmailSender } from "@/lib/providers/email";
import { AppError } from "@/lib/errors";
import { deliverOutbox } from "./deliver";
import { redactResetLinks } from "./redact";
import type { OutboxQuery } from "./schemas";
import { emailOutbox, type OutboxRow } from "./tables";

export type OutboxMessage = {
  id: string;
  kind: OutboxRow["kind"];
  recipient: string;
  subject: string;
  /** The message as sent, with the token of any password reset link replaced. */
  text: string;
  /** A reset link's token was hidden: the link is for its recipient, never for an admin. */
  resetLinkHidden: boolean;
  status: OutboxRow["status"];
  attempts: number;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
};

function view(r: OutboxRow): OutboxMessage {
  const { text, hidden } = redactResetLinks(r.body);
  return {
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    subject: r.subject,
    text,
    resetLinkHidden: hidden,
    status: r.status,
    attempts: r.attempts,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

/** Newest first, filtered by kind and status, one page at a time. */
export async function listOutbox(
  db: Db,
  q: OutboxQuery,
): Promise<{ messages: OutboxMessage[]; total: number; page: number; pageSize: number }> {
  const where = and(
    q.kind ? eq(emailOutbox.kind, q.kind) : undefined,
    q.status ? eq(emailOutbox.status, q.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(where),
  ]);
  return { messages: rows.map(view), total, page: q.page, pageSize: q.pageSize };
}

/** Puts a failed message back in the queue as a group of its own (a fresh idempotency key) and tries it now. */
export async function retryOutboxMessage(
  db: Db,
  sender: EmailSender,
  id: string,
  now = new Date(),
): Promise<OutboxMessage> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: now, lockedUntil: null, batchKey: newId(), error: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    if (!exists) throw new AppError("not_found", "E-mail not found");
    throw new AppError("conflict", "Only a failed e-mail can be retried");
  }
  await deliverOutbox(db, sender, now, { ids: [id] });
  const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return view(after);
}
