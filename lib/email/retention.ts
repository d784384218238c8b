import "server-only";
import { and, inArray, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { emailOutbox, passwordResetTokens } from "./tables";

// The outbox is a delivery log, not an archive: finished e-mails go after 90 days, reset tokens
// a day after they expired.
export const KEEP_EMAILS_MS = 90 * 24 * 60 * 60_000;

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
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)));
  return gone.length;
}
