// Saved analyses: a user's bookmarks of their own analyses. Another user's rows read as not found.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";
import { savedAnalyses } from "@/lib/saved/tables";
import { AppError } from "@/lib/errors";
import type { SaveAnalysisInput } from "./schemas";

const NOT_FOUND = "Analysis not found";

// Idempotent per user + analysis: saving twice returns the first row.
export async function saveAnalysis(db: Db, userId: string, input: SaveAnalysisInput) {
  const [analysis] = await db.select({ id: analyses.id, symbol: analyses.symbol }).from(analyses)
    .where(and(eq(analyses.id, input.analysisId), eq(analyses.userId, userId)));
  if (!analysis) throw new AppError("not_found", NOT_FOUND);
  await db.insert(savedAnalyses)
    .values({ userId, analysisId: analysis.id, title: input.title ?? `${analysis.symbol} analysis`, notes: input.notes })
    .onConflictDoNothing();
  const [row] = await db.select().from(savedAnalyses)
    .where(and(eq(savedAnalyses.userId, userId), eq(savedAnalyses.analysisId, analysis.id)));
  return row;
}

export async function listSavedAnalyses(db: Db, userId: string) {
  const rows = await db.select({ saved: savedAnalyses, analysis: analyses }).from(savedAnalyses)
    .leftJoin(analyses, eq(analyses.id, savedAnalyses.analysisId))
    .where(eq(savedAnalyses.userId, userId)).orderBy(desc(savedAnalyses.createdAt));
  return rows.map(({ saved, analysis }) => ({
    id: saved.id,
    analysisId: saved.analysisId,
    symbol: analysis?.symbol ?? null,
    sentiment: analysis?.recommendation ?? null,
    title: saved.title,
    notes: saved.notes,
    createdAt: saved.createdAt,
    analysisData: analysis?.result ?? null,
    metadata: analysis ? { engine: analysis.engine, dataSource: analysis.dataSource, investmentType: analysis.investmentType } : null,
  }));
}

export async function deleteSavedAnalysis(db: Db, userId: string, id: string) {
  const deleted = await db.delete(savedAnalyses)
    .where(and(eq(savedAnalyses.id, id), eq(savedAnalyses.userId, userId))).returning({ id: savedAnalyses.id });
  if (deleted.length === 0) throw new AppError("not_found", NOT_FOUND);
}
