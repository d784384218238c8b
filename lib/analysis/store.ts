// One transaction per successful analysis: take exactly one token (atomically, never below zero),
// insert the analysis, its screenshots, pattern observations and track-record call, and log the
// activity. Any failure rolls everything back, so a failed analysis costs nothing.
import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { logActivity } from "@/lib/auth/activity-log";
import { AppError } from "@/lib/errors";
import { timeframes } from "./engine/timeframes";
import type { ScreenshotStorage } from "@/lib/storage";
import type { CallLedger } from "./call-ledger";
import type { PatternMemory } from "./pattern-memory";
import type { PreparedImage } from "./intake/images";
import type { CreateAnalysisInput } from "./schemas";
import { analyses, analysisImages } from "./tables";
import type { AnalysisResult, AnalysisSummary } from "./types";

export const noTokens = () =>
  new AppError("forbidden", "No tokens remaining", { detail: "You have used all your monthly analysis tokens." });

export interface SaveAnalysisInput {
  userId: string;
  input: CreateAnalysisInput;
  result: AnalysisResult;
  images: PreparedImage[];
  storage: ScreenshotStorage;
  patterns: PatternMemory;
  ledger: CallLedger;
}

export async function saveAnalysis(db: Db, s: SaveAnalysisInput): Promise<{ tokensRemaining: number }> {
  // Files are written before the transaction (content-addressed, so a rollback leaves only an
  // unreferenced duplicate-safe file behind); database bytes go in with the row.
  const stored = await Promise.all(s.images.map((img) => s.storage.put(img.jpeg, img.sha256)));
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(users)
      .set({ tokensRemaining: sql`${users.tokensRemaining} - 1`, usedTokens: sql`${users.usedTokens} + 1` })
      .where(and(eq(users.id, s.userId), gt(users.tokensRemaining, 0)))
      .returning({ tokensRemaining: users.tokensRemaining });
    if (!spent) throw noTokens();
    const r = s.result;
    await tx.insert(analyses).values({
      id: r.id,
      userId: s.userId,
      symbol: r.symbol,
      instrumentType: r.instrumentType,
      investmentType: r.investmentType,
      recommendation: r.recommendation,
      entryPrice: r.entryPrice,
      stopLoss: r.stopLoss,
      takeProfit1: r.takeProfit1,
      takeProfit2: r.takeProfit2,
      successProbability: r.successProbability,
      riskRewardRatio: r.riskRewardRatio,
      leverage: r.leverage,
      riskPercentage: r.riskPercentage,
      budget: r.budget,
      budgetCurrency: r.budgetCurrency,
      engine: r.metadata.engine,
      dataSource: r.metadata.dataSource,
      input: s.input,
      result: r,
      createdAt: new Date(r.createdAt),
    });
    if (s.images.length) {
      await tx.insert(analysisImages).values(
        s.images.map((img, i) => ({
          analysisId: r.id,
          role: img.role,
          mime: "image/jpeg",
          bytes: stored[i].bytes,
          storageKey: stored[i].storageKey,
          size: img.jpeg.byteLength,
          width: img.width,
          height: img.height,
          sha256: img.sha256,
        })),
      );
    }
    await s.patterns.record(tx, {
      analysisId: r.id,
      userId: s.userId,
      symbol: r.symbol,
      price: r.currentPrice,
      detectedAt: new Date(r.createdAt),
      patterns: r.enhancedAnalysis.patternAnalysis.patterns,
      interval: timeframes[r.investmentType]?.interval,
    });
    if (r.recommendation === "BUY" || r.recommendation === "SELL") {
      const at = new Date(r.createdAt);
      await s.ledger.record(
        tx,
        {
          analysisId: r.id,
          userId: s.userId,
          instrument: r.symbol,
          at,
          direction: r.recommendation,
          horizon: r.investmentType,
          entry: r.entryPrice,
          stop: r.stopLoss,
          targets: [r.takeProfit1, r.takeProfit2],
          probability: r.successProbability,
          engine: r.metadata.engine,
        },
        at,
      );
    }
    await logActivity(tx, s.userId, "analysis", `Analysis ${r.symbol}: ${r.recommendation} (${r.successProbability}%)`);
    return { tokensRemaining: spent.tokensRemaining };
  });
}

/** The stored analysis, for its owner only; anyone else gets the same 404 as a missing id. */
export async function getOwnAnalysis(db: Db, id: string, userId: string): Promise<AnalysisResult> {
  const [row] = await db
    .select({ result: analyses.result })
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.userId, userId)));
  if (!row) throw new AppError("not_found", "Analysis not found");
  return row.result as AnalysisResult;
}

/** The caller's most recent analyses (summary columns only; the full result stays in the row). */
export async function listOwnAnalyses(db: Db, userId: string, limit = 50): Promise<AnalysisSummary[]> {
  const rows = await db
    .select({
      id: analyses.id,
      symbol: analyses.symbol,
      recommendation: analyses.recommendation,
      successProbability: analyses.successProbability,
      entryPrice: analyses.entryPrice,
      stopLoss: analyses.stopLoss,
      takeProfit1: analyses.takeProfit1,
      takeProfit2: analyses.takeProfit2,
      investmentType: analyses.investmentType,
      createdAt: analyses.createdAt,
    })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
