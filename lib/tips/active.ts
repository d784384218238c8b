import "server-only";
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { User } from "@/lib/auth/tables";
import { hasPaidAccess, isOnTrial } from "@/lib/plans/access";
import { tips } from "./tables";

export type TipAudience = "free" | "trial" | "pro";

/** Which audience a user belongs to for admin tips: admins and pro read PRO tips. */
export function audienceOf(
  user: Pick<User, "plan" | "role" | "trialStartedAt" | "trialEndsAt">,
  now: Date,
): TipAudience {
  if (hasPaidAccess(user)) return "pro";
  if (isOnTrial(user, now)) return "trial";
  return "free";
}

// Most urgent first, then newest.
const priorityRank = sql`case ${tips.priority} when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`;

/** Tips that are switched on, inside their date range and aimed at everyone or the user's plan. */
export async function activeTipsFor(
  db: Db,
  user: Pick<User, "plan" | "role" | "trialStartedAt" | "trialEndsAt">,
  now: Date,
) {
  const rows = await db
    .select({
      id: tips.id,
      title: tips.title,
      message: tips.message,
      priority: tips.priority,
      type: tips.type,
      createdAt: tips.createdAt,
    })
    .from(tips)
    .where(
      and(
        eq(tips.isActive, true),
        lte(tips.startDate, now),
        or(isNull(tips.endDate), gt(tips.endDate, now)),
        inArray(tips.targetAudience, ["all", audienceOf(user, now)]),
      ),
    )
    .orderBy(priorityRank, desc(tips.createdAt))
    .limit(20);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
