import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { AppError } from "@/lib/errors";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export const UNSUBSCRIBED =
  "You are unsubscribed: Candlewise will send you no more announcements. Account e-mails (such as password resets) still arrive.";

/** Opts the token's user out of bulk e-mail; repeating it changes nothing. */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<void> {
  const check = verifyUnsubscribeToken(token, now);
  if (!check.ok) {
    throw new AppError(
      "bad_request",
      check.reason === "expired"
        ? "This unsubscribe link has expired. Use the link in a newer e-mail."
        : "This unsubscribe link is not valid.",
    );
  }
  const updated = await db
    .update(users)
    .set({ emailOptOut: true })
    .where(eq(users.id, check.userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError("not_found", "This account no longer exists.");
}
