import "server-only";
import { and, avg, count, eq, gte } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { User } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { simulations } from "@/lib/simulator/tables";
import { loadTrackRows } from "@/lib/track-record/queries";
import { trackRecordStats } from "@/lib/track-record/stats";
import { SATURATION, activeWeeks, levelFor, scoreBreakdown, totalScore, type Breakdown, type Level } from "./formula";
import { DAY_MS, WEEK_MS } from "@/lib/time";
import { dailyTips } from "./daily-tips";

export type PersonalScore = {
  score: number;
  level: Level;
  totalTrades: number;
  /** Calls that reached their stop or target; winRate means nothing while this is 0. */
  resolvedCalls: number;
  winRate: number;
  dailyTips: string[];
  breakdown: Breakdown;
};

/** Reads the user's analyses, simulations and resolved calls and scores them. */
export async function personalScore(db: Db, user: Pick<User, "id" | "createdAt">, now: Date): Promise<PersonalScore> {
  const since = new Date(now.getTime() - SATURATION.weeks * WEEK_MS);
  const [[analysisTotals], [simulationTotals], recentAnalyses, recentSimulations, track] = await Promise.all([
    db
      .select({ n: count(), leverage: avg(analyses.leverage) })
      .from(analyses)
      .where(eq(analyses.userId, user.id)),
    db.select({ n: count() }).from(simulations).where(eq(simulations.userId, user.id)),
    db
      .select({ at: analyses.createdAt })
      .from(analyses)
      .where(and(eq(analyses.userId, user.id), gte(analyses.createdAt, since))),
    db
      .select({ at: simulations.createdAt })
      .from(simulations)
      .where(and(eq(simulations.userId, user.id), gte(simulations.createdAt, since))),
    loadTrackRows(db, user.id),
  ]);
  const stats = trackRecordStats(track);
  const inputs = {
    analyses: analysisTotals.n,
    simulations: simulationTotals.n,
    tenureDays: Math.max(0, (now.getTime() - user.createdAt.getTime()) / DAY_MS),
    wins: stats.wins,
    losses: stats.losses,
    activeWeeks: activeWeeks(
      [...recentAnalyses, ...recentSimulations].map((r) => r.at),
      now,
    ),
  };
  const breakdown = scoreBreakdown(inputs);
  const score = totalScore(breakdown);
  return {
    score,
    level: levelFor(score),
    totalTrades: stats.calls,
    resolvedCalls: stats.wins + stats.losses,
    winRate: stats.winRate ?? 0,
    dailyTips: dailyTips(
      {
        ...inputs,
        expired: stats.expired,
        averageLeverage: analysisTotals.leverage === null ? null : Number(analysisTotals.leverage),
      },
      breakdown,
    ),
    breakdown,
  };
}
