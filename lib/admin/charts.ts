import "server-only";
import { and, count, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { AppError } from "@/lib/errors";
import { DAY_MS, daysIn, windowOf } from "./range";
import type { DayRange } from "./schemas";

// The admin charts: registrations and analyses per UTC day over a range, and today's plan mix.
export type DailyPoint = { day: string; registrations: number; analyses: number };

// Group on the truncated timestamp and format once per group, not once per row.
const utcDay = (column: typeof users.createdAt | typeof analyses.createdAt) =>
  sql`date_trunc('day', ${column} at time zone 'UTC')`;
const dayLabel = (day: SQL) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;

export const MAX_CHART_DAYS = 366;

export async function getCharts(db: Db, range: DayRange) {
  const { start, end } = windowOf(range);
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_CHART_DAYS)
    throw new AppError("bad_request", `Charts cover at most ${MAX_CHART_DAYS} days`);
  const regDay = utcDay(users.createdAt);
  const anaDay = utcDay(analyses.createdAt);
  const [regs, anas, mix] = await Promise.all([
    db
      .select({ day: dayLabel(regDay), n: count() })
      .from(users)
      .where(and(gte(users.createdAt, start), lt(users.createdAt, end)))
      .groupBy(regDay),
    db
      .select({ day: dayLabel(anaDay), n: count() })
      .from(analyses)
      .where(and(gte(analyses.createdAt, start), lt(analyses.createdAt, end)))
      .groupBy(anaDay),
    // Customers only, as the stats cards count them: an admin is not a PRO sale.
    db
      .select({ plan: users.plan, n: count() })
      .from(users)
      .where(sql`${users.role} <> 'admin'`)
      .groupBy(users.plan),
  ]);
  const regBy = new Map(regs.map((r) => [r.day, r.n]));
  const anaBy = new Map(anas.map((r) => [r.day, r.n]));
  const daily: DailyPoint[] = daysIn(range).map((day) => ({
    day,
    registrations: regBy.get(day) ?? 0,
    analyses: anaBy.get(day) ?? 0,
  }));
  const planMix = (["free", "trial", "pro"] as const).map((plan) => ({
    plan,
    users: mix.find((m) => m.plan === plan)?.n ?? 0,
  }));
  return { range, daily, planMix };
}
