// A stored analysis with private figures that are easy to spot in any output: the owner's name,
// e-mail, budget and position size each appear nowhere else in the analysis.
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { analyses, analysisImages } from "@/lib/analysis/tables";
import type { AnalysisResult } from "@/lib/analysis/types";
import { analysisOutcomes } from "@/lib/track-record/tables";
import { dailyWave, testAnalysis } from "../helpers/test-analysis";

export const PRIVATE = {
  name: "Zebulon Quaxley",
  email: "zebulon.quaxley@example.org",
  budget: 98_765,
  positionSize: 4_321,
  positionValue: 77_777,
};

export const candles = dailyWave(60, { period: 5, swing: 4 });

export async function chartJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1280, height: 720, channels: 3, background: "#101827" } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Stores an analysis of `userId` (with its chart screenshot and, optionally, an outcome). */
export async function storeAnalysis(
  userId: string,
  over: Partial<AnalysisResult> = {},
  outcome?: { status: "win" | "loss" | "expired" | "open"; exitPrice?: number; resolvedAt?: Date },
): Promise<AnalysisResult> {
  const db = await getDb();
  const base = testAnalysis();
  const result = testAnalysis({
    id: `an_${Math.random().toString(36).slice(2, 10)}`,
    budget: PRIVATE.budget,
    levels: { ...base.levels, positionSize: PRIVATE.positionSize, positionValue: PRIVATE.positionValue },
    chart: { interval: "1d", candles },
    ...over,
  });
  await db.insert(analyses).values({
    id: result.id,
    userId,
    symbol: result.symbol,
    investmentType: result.investmentType,
    recommendation: result.recommendation,
    entryPrice: result.entryPrice,
    stopLoss: result.stopLoss,
    takeProfit1: result.takeProfit1,
    takeProfit2: result.takeProfit2,
    successProbability: result.successProbability,
    leverage: result.leverage,
    riskPercentage: result.riskPercentage,
    budget: result.budget,
    engine: result.metadata.engine,
    dataSource: result.metadata.dataSource,
    input: {},
    result,
    createdAt: new Date(result.createdAt),
  });
  const jpeg = await chartJpeg();
  await db
    .insert(analysisImages)
    .values({ analysisId: result.id, role: "chart", mime: "image/jpeg", bytes: jpeg, size: jpeg.length, sha256: "t" });
  if (outcome)
    await db.insert(analysisOutcomes).values({
      analysisId: result.id,
      status: outcome.status,
      exitPrice: outcome.exitPrice ?? null,
      resolvedAt: outcome.resolvedAt ?? null,
    });
  return result;
}
