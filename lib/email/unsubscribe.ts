import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { AppError } from "@/lib/errors";
import { verifyUnsubscribeToken, type UnsubscribeScope } from "./unsubscribe-token";

// What each kind of link turns off, in the words the confirmation page shows before and after.
// An announcement's link stops announcements only; an alert e-mail's link stops alert e-mails
// only (the E-mail switch on /alerts), since a trader who set alerts asked for those.
export const UNSUBSCRIBE_TEXT: Record<UnsubscribeScope, { intro: string; done: string }> = {
  announcements: {
    intro:
      "Stop Candlewise announcements to this address. Account e-mails, such as password resets, and the price alerts you set still arrive.",
    done: "You are unsubscribed: Candlewise will send you no more announcements. Account e-mails (such as password resets) and the price alerts you set still arrive.",
  },
  alerts: {
    intro:
      "Stop price-alert e-mails to this address. Your alerts keep firing in the app (the bell and Alerts), and push notifications stay as you set them.",
    done: "You are unsubscribed from price-alert e-mails. Your alerts still show in the app; turn e-mail back on under Alerts.",
  },
};
export const UNSUBSCRIBED = UNSUBSCRIBE_TEXT.announcements.done;

/** Turns one user's alert e-mails off. The alert settings belong to lib/alerts, which sends its
 * e-mails through this domain and so sits above it: the caller hands the switch in. */
export type TurnOffAlertEmail = (db: Db, userId: string, now: Date) => Promise<void>;

/** Turns off what the token's link is for and returns the words that say so; repeating it changes nothing. */
export async function unsubscribe(
  db: Db,
  token: string,
  turnOffAlertEmail: TurnOffAlertEmail,
  now = new Date(),
): Promise<string> {
  const check = verifyUnsubscribeToken(token, now);
  if (!check.ok) {
    throw new AppError(
      "bad_request",
      check.reason === "expired"
        ? "This unsubscribe link has expired. Use the link in a newer e-mail."
        : "This unsubscribe link is not valid.",
    );
  }
  const gone = () => new AppError("not_found", "This account no longer exists.");
  if (check.scope === "alerts") {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, check.userId));
    if (!user) throw gone();
    await turnOffAlertEmail(db, user.id, now);
  } else {
    const updated = await db
      .update(users)
      .set({ emailOptOut: true })
      .where(eq(users.id, check.userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw gone();
  }
  return UNSUBSCRIBE_TEXT[check.scope].done;
}
