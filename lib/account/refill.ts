import "server-only";
import { and, eq, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { FREE_MONTHLY_TOKENS, PRO_MONTHLY_TOKENS, TRIAL_TOKENS, oneMonthBefore } from "@/lib/plans/access";

// Monthly refill: every user whose last refill is at least a calendar month old gets the plan's
// allowance back (free 50, trial 100, pro and admins 500). Each UPDATE re-checks the date on the
// row itself, so running it twice, or twice at once, refills each user once.
export async function refillMonthlyTokens(db: Db, now: Date): Promise<{ refilled: number }> {
  const due = lte(users.tokensRefilledAt, oneMonthBefore(now));
  const groups = [
    { allowance: PRO_MONTHLY_TOKENS, who: or(eq(users.plan, "pro"), eq(users.role, "admin")) },
    { allowance: TRIAL_TOKENS, who: and(eq(users.plan, "trial"), ne(users.role, "admin")) },
    { allowance: FREE_MONTHLY_TOKENS, who: and(eq(users.plan, "free"), ne(users.role, "admin")) },
  ];
  let refilled = 0;
  for (const { allowance, who } of groups) {
    const rows = await db
      .update(users)
      .set({ tokensRemaining: allowance, totalTokens: allowance, usedTokens: 0, tokensRefilledAt: now })
      .where(and(due, who))
      .returning({ id: users.id });
    refilled += rows.length;
  }
  return { refilled };
}

// Trial end: plan goes back to free. Tokens left over from the trial are capped at the free
// allowance; the monthly cycle continues from the refill date set when the trial started.
export async function expireTrials(db: Db, now: Date): Promise<{ expired: number }> {
  const rows = await db
    .update(users)
    .set({
      plan: "free",
      tokensRemaining: sql`least(${users.tokensRemaining}, ${FREE_MONTHLY_TOKENS})`,
      totalTokens: FREE_MONTHLY_TOKENS,
    })
    .where(and(eq(users.plan, "trial"), lte(users.trialEndsAt, now)))
    .returning({ id: users.id });
  return { expired: rows.length };
}
