import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users, type User } from "@/lib/auth/tables";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/session-revocation";
import { logActivity } from "@/lib/auth/activity-log";
import { cancellingProvider } from "@/lib/billing";
import { AppError } from "@/lib/errors";
import type { ChangePasswordInput, DeleteAccountInput } from "./schemas";

/**
 * Changes the password after checking the current one, and ends every other session of the
 * account (someone who knew the old password is signed out; this browser stays signed in).
 */
export async function changePassword(db: Db, user: User, input: ChangePasswordInput, currentSessionId: string | null) {
  if (!user.passwordHash) {
    throw new AppError("conflict", "This account signs in with Google and has no password to change.");
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError("bad_request", "Your current password is not correct.");
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError("bad_request", "The new password must be different from the current one.");
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  const ended = await revokeAllSessions(db, user.id, currentSessionId ? { except: currentSessionId } : {});
  await logActivity(db, user.id, "logout", "Changed password; every other session ended");
  return { message: "Password changed. You were signed out on your other devices.", sessionsEnded: ended };
}

/** Removes a user and all their data. The domains that keep a user's rows sit above accounts, so
 * the route hands this in: the admin's delete (eraseUser in lib/admin/manage-user.ts). */
export type EraseUser = (db: Db, userId: string) => Promise<void>;

/**
 * "Delete my account": confirmed with the password (or the e-mail for a Google-only account),
 * stops a running subscription first (a failed cancellation leaves everything as it was), then
 * removes the user and their data with the admin's own eraseUser, handed in. Admins cannot delete
 * themselves here: another admin must, so a server is never left without one by accident.
 */
export async function deleteOwnAccount(db: Db, user: User, input: DeleteAccountInput, eraseUser: EraseUser, now: Date) {
  if (user.role === "admin") throw new AppError("conflict", "Admin accounts cannot be deleted from the profile.");
  if (user.passwordHash) {
    if (!input.password || !(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError("bad_request", "That password is not correct. Your account was not deleted.");
    }
  } else if ((input.email ?? "").toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError("bad_request", "Type your e-mail address to confirm. Your account was not deleted.");
  }
  await cancellingProvider().cancelSubscription(db, user.id, now);
  await eraseUser(db, user.id);
  console.info(`[account] user ${user.id} deleted their account`);
  return { message: "Your account and all its data were deleted." };
}
