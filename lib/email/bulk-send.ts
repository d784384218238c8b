import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { User } from "@/lib/auth/tables";
import type { EmailSender } from "@/lib/providers/email";
import { logActivity } from "@/lib/auth/activity-log";
import { deliverOutbox } from "./deliver";
import { consume } from "@/lib/rate-limit/registry";
import { queueEmails } from "./queue";
import { resolveRecipients } from "./recipients";
import type { BulkEmailInput, BulkEmailResult } from "./schemas";
import { emailOutbox } from "./tables";

function summary(r: Omit<BulkEmailResult, "message" | "success">): string {
  const parts = [
    r.outboxOnly
      ? `Saved ${r.sent} of ${r.total} e-mails to the outbox (no e-mail provider is configured)`
      : `Sent ${r.sent} of ${r.total} e-mails`,
  ];
  if (r.failed.length) parts.push(`${r.failed.length} failed`);
  if (r.queued) parts.push(`${r.queued} queued for an automatic retry`);
  if (r.skipped) parts.push(`${r.skipped} skipped (unsubscribed or deactivated)`);
  return parts.join(", ");
}

/**
 * Sends one admin's bulk e-mail: existing users only, opted-out users skipped and counted, one
 * send per admin per minute. The rows are written in one transaction and delivered at once in
 * groups of 100; what the provider could not take now stays queued for the outbox job.
 */
export async function sendBulkEmail(
  db: Db,
  sender: EmailSender,
  admin: Pick<User, "id">,
  input: BulkEmailInput,
  options: { origin: string; now?: Date },
): Promise<BulkEmailResult> {
  const now = options.now ?? new Date();
  const recipients = await resolveRecipients(db, input.recipients);
  await consume("bulkPerAdmin", admin.id);
  const reachable = recipients.filter((r) => r.isActive && !r.emailOptOut);
  const subject = input.subject.trim();
  const ids = await db.transaction(async (tx) => {
    const queued = await queueEmails(
      tx,
      reachable.map((r) => ({ to: r.email, userId: r.id, kind: "bulk" as const, subject, text: input.content.trim() })),
      { origin: options.origin, now, grouped: true },
    );
    await logActivity(tx, admin.id, "email", `Bulk e-mail "${subject.slice(0, 80)}" to ${reachable.length} users`);
    return queued;
  });
  await deliverOutbox(db, sender, now, { ids });
  const rows = ids.length
    ? await db
        .select({ recipient: emailOutbox.recipient, status: emailOutbox.status, error: emailOutbox.error })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, ids))
    : [];
  const result = {
    sent: rows.filter((r) => r.status === "sent" || r.status === "logged").length,
    total: recipients.length,
    failed: rows
      .filter((r) => r.status === "failed")
      .map((r) => ({ email: r.recipient, reason: r.error ?? "Unknown error" })),
    skipped: recipients.length - reachable.length,
    queued: rows.filter((r) => r.status === "queued" || r.status === "sending").length,
    outboxOnly: sender.name === "outbox",
  };
  const success = result.sent + result.queued > 0;
  return {
    success,
    ...result,
    message: success ? summary(result) : result.failed.length ? "All emails failed to send" : summary(result),
  };
}
