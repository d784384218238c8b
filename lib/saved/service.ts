import "server-only";
// Saved analyses: a user's bookmarks of their own analyses. Another user's rows read as not found.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";
import { savedAnalyses } from "@/lib/saved/tables";
import { analysisOutcomes } from "@/lib/track-record/tables";
import { AppError } from "@/lib/errors";
import type { SaveAnalysisInput } from "./schemas";

const NOT_FOUND = "Analysis not found";

// Idempotent per user + analysis: saving twice returns the first row.
export async function saveAnalysis(db: Db, userId: string, input: SaveAnalysisInput) {
  const [analysis] = await db
    .select({ id: analyses.id, symbol: analyses.symbol })
    .from(analyses)
    .where(and(eq(analyses.id, input.analysisId), eq(analyses.userId, userId)));
  if (!analysis) throw new AppError("not_found", NOT_FOUND);
  await db
    .insert(savedAnalyses)
    .values({
      userId,
      analysisId: analysis.id,
      title: input.title ?? `${analysis.symbol} analysis`,
      notes: input.notes,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(savedAnalyses)
    .where(and(eq(savedAnalyses.userId, userId), eq(savedAnalyses.analysisId, analysis.id)));
  return row;
}

// Each row carries what a trader looks for in the list: the instrument's name, the
// verdict, the levels and the call's outcome from the track record (null for WAIT/AVOID, which
// the track record does not follow). An AVOID has no plan, so no levels, as its result says.
export async function listSavedAnalyses(db: Db, userId: string) {
  const rows = await db
    .select({ saved: savedAnalyses, analysis: analyses, outcome: analysisOutcomes.status })
    .from(savedAnalyses)
    .leftJoin(analyses, eq(analyses.id, savedAnalyses.analysisId))
    .leftJoin(analysisOutcomes, eq(analysisOutcomes.analysisId, savedAnalyses.analysisId))
    .where(eq(savedAnalyses.userId, userId))
    .orderBy(desc(savedAnalyses.createdAt));
  return rows.map(({ saved, analysis, outcome }) => ({
    id: saved.id,
    analysisId: saved.analysisId,
    symbol: analysis?.symbol ?? null,
    instrumentName: instrumentNameOf(analysis?.result) ?? analysis?.symbol ?? null,
    sentiment: analysis?.recommendation ?? null,
    levels:
      analysis && analysis.recommendation !== "AVOID"
        ? {
            entryPrice: analysis.entryPrice,
            stopLoss: analysis.stopLoss,
            takeProfit1: analysis.takeProfit1,
            takeProfit2: analysis.takeProfit2,
          }
        : null,
    outcome: outcome ?? null,
    title: saved.title,
    notes: saved.notes,
    createdAt: saved.createdAt,
    analysisData: analysis?.result ?? null,
    metadata: analysis
      ? { engine: analysis.engine, dataSource: analysis.dataSource, investmentType: analysis.investmentType }
      : null,
  }));
}

function instrumentNameOf(result: unknown): string | null {
  const name = (result as { instrumentName?: unknown } | null)?.instrumentName;
  return typeof name === "string" && name.trim() ? name : null;
}

export async function deleteSavedAnalysis(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(savedAnalyses)
    .where(and(eq(savedAnalyses.id, id), eq(savedAnalyses.userId, userId)))
    .returning({ id: savedAnalyses.id });
  if (deleted.length === 0) throw new AppError("not_found", NOT_FOUND);
}
