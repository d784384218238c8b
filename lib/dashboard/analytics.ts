import "server-only";
import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";
import { loadTrackRows } from "@/lib/track-record/queries";
import { trackRecordStats } from "@/lib/track-record/stats";
import { mostStudied, topStudied } from "./most-studied";

export type DashboardAnalytics = {
  currentMonthAnalyses: number;
  mostAnalyzedSymbol: { symbol: string; count: number } | null;
  /** The symbols sharing the top count (one for a clear leader, up to three for a tie). */
  mostAnalyzedSymbols: { symbols: string[]; count: number } | null;
  totalAnalyses: number;
  bullishCount: number;
  bearishCount: number;
  /** Calls whose first target was reached before the stop (track record). */
  successful: number;
  /** Calls whose stop was reached first. */
  failed: number;
  /** successful / (successful + failed), percent; 0 until a call resolves. */
  winRate: number;
  /** Average distance from entry to the first target of BUY/SELL calls, percent of entry. */
  avgPotentialProfit: number;
  /** Average distance from entry to the stop of BUY/SELL calls, percent of entry. */
  avgPotentialLoss: number;
  // Track-record extras read by the dashboard's track-record card.
  expired: number;
  pending: number;
  baselineWinRate: number | null;
  brierScore: number | null;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function dashboardAnalytics(db: Db, userId: string, now: Date): Promise<DashboardAnalytics> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const mine = eq(analyses.userId, userId);
  const calls = and(mine, inArray(analyses.recommendation, ["BUY", "SELL"]));
  const [[totals], [month], top, byRecommendation, [distances], track] = await Promise.all([
    db.select({ n: count() }).from(analyses).where(mine),
    db
      .select({ n: count() })
      .from(analyses)
      .where(and(mine, gte(analyses.createdAt, monthStart))),
    db
      .select({ symbol: analyses.symbol, n: count() })
      .from(analyses)
      .where(mine)
      .groupBy(analyses.symbol)
      .orderBy(desc(count()), analyses.symbol)
      .limit(4), // a tie at the top names no single symbol; up to three tied ones are listed
    db
      .select({ recommendation: analyses.recommendation, n: count() })
      .from(analyses)
      .where(mine)
      .groupBy(analyses.recommendation),
    db
      .select({
        profit: sql<
          number | null
        >`avg(abs(${analyses.takeProfit1} - ${analyses.entryPrice}) / nullif(${analyses.entryPrice}, 0) * 100)`,
        loss: sql<
          number | null
        >`avg(abs(${analyses.entryPrice} - ${analyses.stopLoss}) / nullif(${analyses.entryPrice}, 0) * 100)`,
      })
      .from(analyses)
      .where(calls),
    loadTrackRows(db, userId),
  ]);
  const stats = trackRecordStats(track);
  const countOf = (r: string) => byRecommendation.find((b) => b.recommendation === r)?.n ?? 0;
  return {
    currentMonthAnalyses: month.n,
    mostAnalyzedSymbol: mostStudied(top),
    mostAnalyzedSymbols: topStudied(top),
    totalAnalyses: totals.n,
    bullishCount: countOf("BUY"),
    bearishCount: countOf("SELL"),
    successful: stats.wins,
    failed: stats.losses,
    winRate: stats.winRate ?? 0,
    avgPotentialProfit: round2(Number(distances?.profit ?? 0)),
    avgPotentialLoss: round2(Number(distances?.loss ?? 0)),
    expired: stats.expired,
    pending: stats.pending,
    baselineWinRate: stats.baseline.winRate,
    brierScore: stats.brierScore,
  };
}
