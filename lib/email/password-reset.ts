import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users, type User } from "@/lib/auth/tables";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/session-revocation";
import { logActivity } from "@/lib/auth/activity-log";
import { AppError } from "@/lib/errors";
import { queueEmails } from "./queue";
import { RESET_LINK_INVALID } from "./schemas";
import { passwordResetTokens } from "./tables";
import { MINUTE_MS } from "@/lib/time";

export const RESET_TTL_MS = 30 * MINUTE_MS;
export const RESET_SUBJECT = "Reset your Candlewise password";
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const resetText = (link: string) =>
  "Someone (hopefully you) asked to reset the password of your Candlewise account.\n\n" +
  `Choose a new password here: ${link}\n\n` +
  "The link works once and expires in 30 minutes. Setting a new password signs out every device that is signed in to your account.\n\n" +
  "If you did not ask for this, ignore this e-mail: your password stays as it is.";

const googleText = (origin: string) =>
  "Someone (hopefully you) asked to reset the password of your Candlewise account.\n\n" +
  'Your account has no password: you sign in with Google. Use "Continue with Google" on ' +
  `${origin}/login with this e-mail address.\n\n` +
  "If you did not ask for this, you can ignore this e-mail.";

/**
 * Queues a reset e-mail for an active account with this address and returns the outbox ids;
 * an unknown address queues nothing. The caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Db,
  rawEmail: string,
  origin: string,
  now = new Date(),
): Promise<string[]> {
  const email = rawEmail.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || !user.isActive) return [];
  return db.transaction(async (tx) => {
    let text: string;
    if (user.passwordHash) {
      const token = randomBytes(32).toString("base64url");
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        createdAt: now,
      });
      text = resetText(`${origin}/reset-password?token=${token}`);
    } else {
      text = googleText(origin); // a Google-only account: nothing to reset
    }
    return queueEmails(
      tx,
      [{ to: user.email, userId: user.id, kind: "password_reset", subject: RESET_SUBJECT, text }],
      { origin, now },
    );
  });
}

/**
 * Spends the token (once, within 30 minutes), sets the new password, spends every other open
 * token of the account and ends every session; the caller then signs the user in afresh.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<User> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new AppError("bad_request", RESET_LINK_INVALID);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, spent.userId), eq(users.isActive, true)))
      .returning();
    if (!user) throw new AppError("bad_request", RESET_LINK_INVALID);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, user.id, { now });
    await logActivity(tx, user.id, "login", `Reset the password of ${user.email}`);
    return user;
  });
}
