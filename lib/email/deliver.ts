import "server-only";
import { and, asc, eq, inArray, lte, min, or, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import type { EmailSender, SendOutcome } from "@/lib/providers/email";
import { emailFrom } from "./queue";
import { emailOutbox, type OutboxRow } from "./tables";
import { safeError } from "./log";
import { MINUTE_MS } from "@/lib/time";

// A claimed group is ours for this long; a deliverer that crashes mid-send lets it lapse and the
// group is claimed again and resent under the same idempotency key (Resend answers it from its
// 24-hour memory instead of sending again).
export const CLAIM_MS = 5 * MINUTE_MS;
export const MAX_ATTEMPTS = 8;

/** 30 s, 1, 2, 4 ... minutes, at most an hour between tries. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE_MS);

export type DeliveryResult = { groups: number; sent: number; logged: number; failed: number; retrying: number };

const due = (now: Date) =>
  or(
    and(eq(emailOutbox.status, "queued"), lte(emailOutbox.nextAttemptAt, now)),
    and(eq(emailOutbox.status, "sending"), lte(emailOutbox.lockedUntil, now)),
  );

/**
 * Takes up to `maxGroups` whole groups that are due. The UPDATE re-checks "due" row by row, so of
 * two deliverers racing for a group exactly one gets its rows.
 */
async function claimGroups(db: Db, now: Date, maxGroups: number, ids?: string[]): Promise<OutboxRow[][]> {
  const where = ids ? and(due(now), inArray(emailOutbox.id, ids)) : due(now);
  const keys = await db
    .select({ key: emailOutbox.batchKey })
    .from(emailOutbox)
    .where(where)
    .groupBy(emailOutbox.batchKey)
    .orderBy(asc(min(emailOutbox.createdAt)))
    .limit(maxGroups);
  if (keys.length === 0) return [];
  const claimed = await db
    .update(emailOutbox)
    .set({
      status: "sending",
      lockedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(
      and(
        due(now),
        inArray(
          emailOutbox.batchKey,
          keys.map((k) => k.key),
        ),
      ),
    )
    .returning();
  const groups = new Map<string, OutboxRow[]>();
  for (const row of claimed.sort((a, b) => a.id.localeCompare(b.id))) {
    groups.set(row.batchKey, [...(groups.get(row.batchKey) ?? []), row]);
  }
  return [...groups.values()];
}

async function sendGroup(sender: EmailSender, rows: OutboxRow[]): Promise<SendOutcome[]> {
  try {
    const messages = rows.map((r) => ({
      to: r.recipient,
      from: emailFrom(),
      subject: r.subject,
      text: r.body,
      html: r.html,
      headers: r.headers ?? undefined,
    }));
    return await sender.sendBatch(messages, `outbox-${rows[0].batchKey}`);
  } catch (error) {
    console.error("[email] sender threw", safeError(error));
    return rows.map(() => ({ ok: false, reason: "The e-mail provider could not be reached", retryable: true }));
  }
}

// One statement per kind of outcome (not per row): a 1,000-recipient send records in a handful.
async function record(
  db: Db,
  sender: EmailSender,
  rows: OutboxRow[],
  outcomes: SendOutcome[],
  now: Date,
  result: DeliveryResult,
) {
  const sent: { id: string; providerId: string | null }[] = [];
  const later = new Map<string, { ids: string[]; reason: string; at: Date }>();
  const failed = new Map<string, string[]>();
  for (const [i, row] of rows.entries()) {
    const outcome = outcomes[i] ?? { ok: false, reason: "No answer for this message", retryable: true };
    if (outcome.ok) sent.push({ id: row.id, providerId: outcome.providerId });
    else if (outcome.retryable && row.attempts < MAX_ATTEMPTS) {
      const at = new Date(now.getTime() + backoffMs(row.attempts));
      const key = `${at.getTime()}|${outcome.reason}`;
      const entry = later.get(key) ?? { ids: [], reason: outcome.reason, at };
      entry.ids.push(row.id);
      later.set(key, entry);
    } else failed.set(outcome.reason, [...(failed.get(outcome.reason) ?? []), row.id]);
  }
  const mine = (ids: string[]) => and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, "sending"));
  await db.transaction(async (tx) => {
    if (sent.length) {
      const status = sender.name === "outbox" ? "logged" : "sent";
      const ids = sent.filter((s) => s.providerId).map((s) => sql`when ${s.id} then ${s.providerId}`);
      const providerId = ids.length ? sql`case ${emailOutbox.id} ${sql.join(ids, sql` `)} else null end` : null;
      await tx
        .update(emailOutbox)
        .set({ status, providerId, sentAt: now, lockedUntil: null, error: null })
        .where(mine(sent.map((s) => s.id)));
      result[status] += sent.length;
      // A reset link that reached its owner's mailbox has no business staying readable here.
      if (status === "sent")
        await scrubResetLinks(
          tx,
          sent.map((s) => s.id),
        );
    }
    for (const { ids, reason, at } of later.values()) {
      await tx
        .update(emailOutbox)
        .set({ status: "queued", nextAttemptAt: at, lockedUntil: null, error: reason })
        .where(mine(ids));
      result.retrying += ids.length;
    }
    for (const [reason, ids] of failed) {
      await tx.update(emailOutbox).set({ status: "failed", lockedUntil: null, error: reason }).where(mine(ids));
      result.failed += ids.length;
    }
  });
}

const SCRUB = (column: typeof emailOutbox.body | typeof emailOutbox.html) =>
  sql`regexp_replace(${column}, 'token=[A-Za-z0-9_-]+', 'token=removed-after-delivery', 'g')`;

async function scrubResetLinks(tx: Tx, ids: string[]): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({ body: SCRUB(emailOutbox.body), html: SCRUB(emailOutbox.html) })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.kind, "password_reset")));
}

/**
 * Delivers due outbox rows, group by group. With `ids`, only those rows (right after queueing
 * them); without, everything due (the email-outbox job).
 */
export async function deliverOutbox(
  db: Db,
  sender: EmailSender,
  now: Date,
  options: { ids?: string[]; maxGroups?: number } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { groups: 0, sent: 0, logged: 0, failed: 0, retrying: 0 };
  let budget = options.maxGroups ?? 200;
  while (budget > 0) {
    const groups = await claimGroups(db, now, Math.min(budget, 20), options.ids);
    if (groups.length === 0) break;
    budget -= groups.length;
    for (const rows of groups) {
      result.groups++;
      await record(db, sender, rows, await sendGroup(sender, rows), now, result);
    }
  }
  return result;
}
