import "server-only";
import { and, asc, count, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { trialDaysLeft } from "@/lib/plans/access";
import { userAnalysisCounts } from "./tables";
import { DAY_MS, startOfUtcDay, windowOf } from "./range";
import type { DayRange } from "./schemas";

// The admin stats cards. Without a range every figure is about the whole service. With a range the
// user figures count the users who registered in it and the analysis figures the analyses made in
// it; "today" and "active in the last 24 hours" figures are always live. User figures count
// customers only: an admin is neither a PRO sale nor a user to convert.

export const TRIAL_LIST_LIMIT = 100;

export type AdminStats = {
  totalUsers: number;
  newUsersToday: number;
  proUsers: number;
  conversionRate: number; // percent of totalUsers on pro, one decimal
  activeTrialUsers: number;
  activeUsers: number; // seen in the last 24 hours
  totalAnalyses: number;
  analysesToday: number;
  usersWithoutAnalyses: number;
  trialUsersDetails: TrialUser[];
  dateRange: { startDate: string; endDate: string } | null;
};

export type TrialUser = {
  id: string;
  email: string;
  fullName: string | null;
  trialStartedAt: string | null;
  trialEndsAt: string | null;
  daysRemaining: number;
};

/** Users who never ran an analysis (or deleted every one), read from the per-user counts. */
export const withoutAnalyses = sql`not exists (select 1 from ${userAnalysisCounts} where ${userAnalysisCounts.userId} = ${users.id} and ${userAnalysisCounts.analyses} > 0)`;

const n = (value: SQL) => sql<number>`${value}`.mapWith(Number);
const customer = sql`${users.role} <> 'admin'`;
const activeTrial = (now: Date) => sql`${users.plan} = 'trial' and ${users.trialEndsAt} > ${now}`;

export async function getAdminStats(db: Db, now: Date, range?: DayRange): Promise<AdminStats> {
  const today = startOfUtcDay(now);
  const window = range ? windowOf(range) : undefined;
  const cohort = window
    ? and(customer, gte(users.createdAt, window.start), lt(users.createdAt, window.end))
    : and(customer);
  const analysesInRange = window
    ? and(gte(analyses.createdAt, window.start), lt(analyses.createdAt, window.end))
    : undefined;
  const dayAgo = new Date(now.getTime() - DAY_MS);

  const [[u], [a], [today_], [counted], trials] = await Promise.all([
    // One pass over the users table (or the range's slice of it) for every user figure.
    db
      .select({
        total: count(),
        pro: n(sql`count(*) filter (where ${users.plan} = 'pro')`),
        trial: n(sql`count(*) filter (where ${activeTrial(now)})`),
      })
      .from(users)
      .where(cohort),
    analysesInRange
      ? db.select({ total: count() }).from(analyses).where(analysesInRange)
      : Promise.resolve([{ total: -1 }]),
    db
      .select({
        newToday: n(sql`(select count(*) from ${users} where ${customer} and ${users.createdAt} >= ${today})`),
        active: n(sql`(select count(*) from ${users} where ${customer} and ${users.lastSeenAt} > ${dayAgo})`),
        analysesToday: n(sql`(select count(*) from ${analyses} where ${analyses.createdAt} >= ${today})`),
      })
      .from(sql`(select 1) as one`),
    // From the per-user counts (one row per user who ever ran an analysis, never per analysis):
    // the service's analyses (admins' included), and how many customers have any, so the rest have none.
    db
      .select({
        analyses: n(sql`coalesce(sum(${userAnalysisCounts.analyses}), 0)`),
        users: n(
          sql`count(*) filter (where ${userAnalysisCounts.analyses} > 0 and ${userAnalysisCounts.userId} in (select ${users.id} from ${users} where ${cohort}))`,
        ),
      })
      .from(userAnalysisCounts)
      .where(
        window ? sql`${userAnalysisCounts.userId} in (select ${users.id} from ${users} where ${cohort})` : undefined,
      ),
    db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        trialStartedAt: users.trialStartedAt,
        trialEndsAt: users.trialEndsAt,
        plan: users.plan,
        role: users.role,
      })
      .from(users)
      .where(and(sql`${users.plan} = 'trial'`, gt(users.trialEndsAt, now)))
      .orderBy(asc(users.trialEndsAt))
      .limit(TRIAL_LIST_LIMIT),
  ]);

  return {
    totalUsers: u.total,
    newUsersToday: today_.newToday,
    proUsers: u.pro,
    conversionRate: u.total ? Math.round((u.pro / u.total) * 1000) / 10 : 0,
    activeTrialUsers: u.trial,
    activeUsers: today_.active,
    totalAnalyses: range ? a.total : counted.analyses,
    analysesToday: today_.analysesToday,
    usersWithoutAnalyses: u.total - counted.users,
    trialUsersDetails: trials.map((t) => ({
      id: t.id,
      email: t.email,
      fullName: t.fullName,
      trialStartedAt: t.trialStartedAt?.toISOString() ?? null,
      trialEndsAt: t.trialEndsAt?.toISOString() ?? null,
      daysRemaining: trialDaysLeft(t, now),
    })),
    dateRange: range ? { startDate: range.startDate, endDate: range.endDate } : null,
  };
}
