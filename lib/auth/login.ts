import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users, type User } from "@/lib/auth/tables";
import { verifyPassword } from "@/lib/auth/password";
import { knownDevice } from "@/lib/auth/device-cookie";
import { logActivity } from "@/lib/auth/activity-log";
import { beginLoginAttempt, loginRefused } from "@/lib/rate-limit/login-limiter";
import type { LoginInput } from "./schemas";

/**
 * Checks the credentials (one message for every failure, so accounts cannot be probed). The
 * attempt is counted before the password is checked, and an unknown address costs the same
 * work as a known one: the same query and one argon2 verification (lib/auth/password.ts).
 */
export async function loginUser(
  db: Db,
  input: LoginInput,
  client: { headers: Headers; address: string },
  now = new Date(),
): Promise<User> {
  const email = input.email.toLowerCase();
  const attempt = await beginLoginAttempt(email, {
    address: client.address,
    device: knownDevice(client.headers, email),
  });
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !user.isActive || !matches) {
    await attempt.failed();
    throw loginRefused();
  }
  await attempt.succeeded();
  const [updated] = await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)).returning();
  await logActivity(db, user.id, "login", `Logged in as ${email}`);
  return updated ?? user;
}
