import "server-only";
import { and, inArray, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { DAY_MS } from "@/lib/time";
import { emailOutbox, passwordResetTokens } from "./tables";

// The outbox is a delivery log, not an archive: finished e-mails go after 90 days, reset tokens
// a day after they expired. The one retention figure: the e-mail job, the cleanup and docs/email.md
// all say this.
export const EMAIL_RETENTION_DAYS = 90;
export const KEEP_EMAILS_MS = EMAIL_RETENTION_DAYS * DAY_MS;

export async function purgeOldEmails(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ["sent", "logged", "failed"]),
        lt(emailOutbox.createdAt, new Date(now.getTime() - KEEP_EMAILS_MS)),
      ),
    )
    .returning({ id: emailOutbox.id });
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - DAY_MS)));
  return gone.length;
}
