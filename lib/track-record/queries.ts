import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";
import { analysisOutcomes } from "@/lib/track-record/tables";
import { outcomeBaselines } from "@/lib/track-record/tables";
import type { TrackRow } from "./stats";

/** Every BUY/SELL call of one user with its outcome and baseline (null while unresolved). */
export async function loadTrackRows(db: Db, userId: string): Promise<TrackRow[]> {
  const rows = await db
    .select({
      id: analyses.id,
      symbol: analyses.symbol,
      recommendation: analyses.recommendation,
      investmentType: analyses.investmentType,
      successProbability: analyses.successProbability,
      createdAt: analyses.createdAt,
      status: analysisOutcomes.status,
      baselineStatus: outcomeBaselines.status,
    })
    .from(analyses)
    .leftJoin(analysisOutcomes, eq(analysisOutcomes.analysisId, analyses.id))
    .leftJoin(outcomeBaselines, eq(outcomeBaselines.analysisId, analyses.id))
    .where(and(eq(analyses.userId, userId), inArray(analyses.recommendation, ["BUY", "SELL"])))
    .orderBy(desc(analyses.createdAt));
  return rows as TrackRow[];
}

export type RecentCall = Awaited<ReturnType<typeof loadRecentCalls>>[number];

/** The latest calls with their levels and outcome, for the track-record table. */
export async function loadRecentCalls(db: Db, userId: string, limit = 25) {
  return db
    .select({
      id: analyses.id,
      symbol: analyses.symbol,
      recommendation: analyses.recommendation,
      investmentType: analyses.investmentType,
      entryPrice: analyses.entryPrice,
      stopLoss: analyses.stopLoss,
      takeProfit1: analyses.takeProfit1,
      successProbability: analyses.successProbability,
      createdAt: analyses.createdAt,
      status: analysisOutcomes.status,
      exitPrice: analysisOutcomes.exitPrice,
      resolvedAt: analysisOutcomes.resolvedAt,
      baselineStatus: outcomeBaselines.status,
    })
    .from(analyses)
    .leftJoin(analysisOutcomes, eq(analysisOutcomes.analysisId, analyses.id))
    .leftJoin(outcomeBaselines, eq(outcomeBaselines.analysisId, analyses.id))
    .where(and(eq(analyses.userId, userId), inArray(analyses.recommendation, ["BUY", "SELL"])))
    .orderBy(desc(analyses.createdAt))
    .limit(limit);
}
