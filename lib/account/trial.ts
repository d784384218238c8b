import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users, type User } from "@/lib/auth/tables";
import { logActivity } from "@/lib/auth/activity-log";
import { AppError } from "@/lib/errors";
import { TRIAL_DAYS, TRIAL_TOKENS, trialEnd } from "@/lib/plans/access";

export const TRIAL_ALREADY_USED = "You have already used your free trial. Upgrade to PRO to keep full access.";
export const ALREADY_PRO = "You're already a PRO user!";
export const ADMIN_HAS_ACCESS = "Admins already have full access; no trial is needed.";

/**
 * Starts the 7-day trial once per user: plan trial, 100 tokens, dates set, an activity row.
 * The UPDATE only matches a free user who never had a trial, so two racing calls start one trial.
 */
export async function startTrial(db: Db, user: Pick<User, "id" | "role" | "plan">, now: Date): Promise<User> {
  if (user.role === "admin") throw new AppError("conflict", ADMIN_HAS_ACCESS);
  if (user.plan === "pro") throw new AppError("conflict", ALREADY_PRO);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        plan: "trial",
        trialStartedAt: now,
        trialEndsAt: trialEnd(now),
        tokensRemaining: TRIAL_TOKENS,
        totalTokens: TRIAL_TOKENS,
        usedTokens: 0,
        tokensRefilledAt: now,
      })
      .where(and(eq(users.id, user.id), eq(users.plan, "free"), isNull(users.trialStartedAt)))
      .returning();
    if (!updated) throw new AppError("conflict", TRIAL_ALREADY_USED);
    await logActivity(
      tx,
      user.id,
      "trial_started",
      `Started the ${TRIAL_DAYS}-day free trial with ${TRIAL_TOKENS} tokens`,
    );
    return updated;
  });
}
