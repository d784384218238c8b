import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users, type User } from "@/lib/auth/tables";
import { verifyPassword } from "@/lib/auth/password";
import { logActivity } from "@/lib/activity/log";
import { AppError } from "@/lib/errors";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "@/lib/rate-limit/login-limiter";
import type { LoginInput } from "./schemas";

/** Checks the credentials (one message for every failure, so accounts cannot be probed). */
export async function loginUser(db: Db, input: LoginInput, ip: string, now = new Date()): Promise<User> {
  const email = input.email.toLowerCase();
  await assertLoginAllowed(email, ip);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || !user.isActive || !(await verifyPassword(user.passwordHash, input.password))) {
    await recordLoginFailure(email, ip);
    throw new AppError("unauthorized", "Invalid email or password");
  }
  await clearLoginFailures(email, ip);
  const [updated] = await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)).returning();
  await logActivity(db, user.id, "login", `Logged in as ${email}`);
  return updated ?? user;
}
