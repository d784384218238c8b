import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { logActivity } from "@/lib/auth/activity-log";
import { PRO_MONTHLY_TOKENS } from "@/lib/plans/access";

// The plan changes a payment causes, shared by the demo processor and the Stripe webhook. Both
// are idempotent: a retried webhook or a double click changes nothing the second time.

/** A paid subscription: plan pro with the month's 500 tokens (only when the user was not pro yet). */
export async function activatePro(db: Db, userId: string, now: Date, via: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for("update");
    if (!current || current.plan === "pro") return false;
    await tx
      .update(users)
      .set({
        plan: "pro",
        tokensRemaining: PRO_MONTHLY_TOKENS,
        totalTokens: PRO_MONTHLY_TOKENS,
        usedTokens: 0,
        tokensRefilledAt: now,
      })
      .where(eq(users.id, userId));
    await logActivity(tx, userId, "subscription", `Upgraded to PRO (${via})`);
    return true;
  });
}

/** The subscription ended: back to free at the next refill's allowance, unless an admin made the account pro for good. */
export async function deactivatePro(db: Db, userId: string, via: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ plan: users.plan, permanentPro: users.permanentPro })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!current || current.plan !== "pro" || current.permanentPro) return false;
    await tx.update(users).set({ plan: "free" }).where(eq(users.id, userId));
    await logActivity(tx, userId, "subscription", `PRO subscription ended (${via})`);
    return true;
  });
}
