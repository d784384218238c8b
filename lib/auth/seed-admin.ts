import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { readEnv } from "@/lib/env";
import { users } from "@/lib/auth/tables";
import { hashPassword } from "@/lib/auth/password";
import { PRO_MONTHLY_TOKENS } from "@/lib/plans/access";

/** Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or promotes that account. Idempotent. */
export async function ensureAdmin(
  email = readEnv("ADMIN_EMAIL").ADMIN_EMAIL,
  password = readEnv("ADMIN_PASSWORD").ADMIN_PASSWORD,
): Promise<"created" | "promoted" | "unchanged" | "skipped"> {
  if (!email || !password) return "skipped";
  const normalized = email.trim().toLowerCase();
  const db = await getDb();
  const [existing] = await db.select().from(users).where(eq(users.email, normalized)).limit(1);
  if (!existing) {
    await db
      .insert(users)
      .values({
        email: normalized,
        username: "admin",
        fullName: "Administrator",
        passwordHash: await hashPassword(password),
        role: "admin",
        plan: "pro",
        permanentPro: true,
        tokensRemaining: PRO_MONTHLY_TOKENS,
        totalTokens: PRO_MONTHLY_TOKENS,
        termsAcceptedAt: new Date(),
      })
      .onConflictDoNothing();
    return "created";
  }
  if (existing.role === "admin" && existing.isActive) return "unchanged";
  await db.update(users).set({ role: "admin", isActive: true }).where(eq(users.id, existing.id));
  return "promoted";
}
