import "server-only";
import type { Db } from "@/lib/db/client";
import type { User } from "@/lib/auth/tables";
import { env } from "@/lib/env";
import { queueEmails } from "./queue";
import { safeError } from "./log";

export const WELCOME_SUBJECT = "Welcome to Candlewise";

function welcomeText(user: Pick<User, "firstName" | "username">): string {
  const name = user.firstName ?? user.username;
  const signIn = env.APP_URL ? `\n\nSign in any time at ${new URL(env.APP_URL).origin}/login` : "";
  return (
    `Hi${name ? ` ${name}` : ""},\n\n` +
    "Your Candlewise account is ready. Upload a chart screenshot, set your budget and risk, and get a grounded analysis " +
    "with entry, stop and take-profit levels backed by a backtest on the symbol's own history. Your free plan comes with 50 tokens." +
    signIn +
    "\n\nHappy trading,\nThe Candlewise team"
  );
}

/**
 * Queues the welcome e-mail inside the registration's transaction. It runs in a savepoint and
 * swallows its own failure: an e-mail problem never costs anyone their new account.
 */
export async function queueWelcomeEmail(
  tx: Db,
  user: Pick<User, "id" | "email" | "firstName" | "username">,
  now: Date,
): Promise<string[]> {
  try {
    return await tx.transaction((sp) =>
      queueEmails(
        sp,
        [{ to: user.email, userId: user.id, kind: "welcome", subject: WELCOME_SUBJECT, text: welcomeText(user) }],
        {
          origin: "",
          now,
        },
      ),
    );
  } catch (error) {
    console.error("[email] welcome e-mail not queued", safeError(error));
    return [];
  }
}
