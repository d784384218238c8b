import "server-only";
// Exports of the caller's own data: analyses as one PDF, the saved list and the track record as
// CSV. Ownership is checked here: an id that is not the caller's makes the whole export a 404,
// the same answer as an id that does not exist.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses, analysisImages } from "@/lib/analysis/tables";
import type { AnalysisResult } from "@/lib/analysis/types";
import { AppError } from "@/lib/errors";
import { listSavedAnalyses } from "@/lib/saved/service";
import type { ScreenshotStorage } from "@/lib/storage";
import { loadRecentCalls } from "@/lib/track-record/queries";
import { analysisOutcomes } from "@/lib/track-record/tables";
import { toCsv } from "./csv";
import type { PdfItem } from "./pdf/document";

export async function loadPdfItems(
  db: Db,
  storage: ScreenshotStorage,
  userId: string,
  ids: string[],
): Promise<PdfItem[]> {
  const rows = await db
    .select({ id: analyses.id, result: analyses.result, outcome: analysisOutcomes })
    .from(analyses)
    .leftJoin(analysisOutcomes, eq(analysisOutcomes.analysisId, analyses.id))
    .where(and(inArray(analyses.id, ids), eq(analyses.userId, userId)));
  if (rows.length !== ids.length) throw new AppError("not_found", "Analysis not found");
  const images = await db
    .select({
      analysisId: analysisImages.analysisId,
      bytes: analysisImages.bytes,
      storageKey: analysisImages.storageKey,
    })
    .from(analysisImages)
    .where(and(inArray(analysisImages.analysisId, ids), eq(analysisImages.role, "chart")));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return Promise.all(
    ids.map(async (id) => {
      const row = byId.get(id)!;
      const image = images.find((i) => i.analysisId === id);
      const chartImage = image
        ? await storage.get({ bytes: image.bytes ? Buffer.from(image.bytes) : null, storageKey: image.storageKey })
        : null;
      const o = row.outcome;
      return {
        analysis: row.result as AnalysisResult,
        outcome: o ? { status: o.status, exitPrice: o.exitPrice, resolvedAt: o.resolvedAt } : null,
        chartImage: chartImage && isJpegOrPng(chartImage) ? chartImage : null,
      };
    }),
  );
}

// pdfkit embeds JPEG and PNG only; anything else stored is left out rather than failing the file.
const isJpegOrPng = (b: Buffer) =>
  (b[0] === 0xff && b[1] === 0xd8 && b.length > 100) || b.subarray(0, 4).toString("hex") === "89504e47";

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : "");

/** The saved list as CSV: one row per saved analysis, newest first. */
export async function savedAnalysesCsv(db: Db, userId: string): Promise<string> {
  const items = await listSavedAnalyses(db, userId);
  return toCsv(
    [
      "saved_at",
      "title",
      "symbol",
      "instrument",
      "recommendation",
      "style",
      "entry",
      "stop_loss",
      "take_profit_1",
      "take_profit_2",
      "success_probability",
      "outcome",
      "engine",
      "data_source",
      "notes",
      "analysis_id",
    ],
    items.map((s) => [
      iso(s.createdAt),
      s.title,
      s.symbol,
      s.instrumentName,
      s.sentiment,
      s.metadata?.investmentType,
      s.levels?.entryPrice,
      s.levels?.stopLoss,
      s.levels?.takeProfit1,
      s.levels?.takeProfit2,
      (s.analysisData as AnalysisResult | null)?.successProbability,
      s.outcome,
      s.metadata?.engine,
      s.metadata?.dataSource,
      s.notes,
      s.analysisId,
    ]),
  );
}

/** Every BUY/SELL call of the caller with its outcome, as the track record replays them. */
export async function trackRecordCsv(db: Db, userId: string): Promise<string> {
  const calls = await loadRecentCalls(db, userId, 100_000);
  return toCsv(
    [
      "created_at",
      "symbol",
      "recommendation",
      "style",
      "entry",
      "stop_loss",
      "take_profit_1",
      "success_probability",
      "outcome",
      "exit_price",
      "resolved_at",
      "always_long_baseline",
      "analysis_id",
    ],
    calls.map((c) => [
      iso(c.createdAt),
      c.symbol,
      c.recommendation,
      c.investmentType,
      c.entryPrice,
      c.stopLoss,
      c.takeProfit1,
      c.successProbability,
      c.status ?? "open",
      c.exitPrice,
      iso(c.resolvedAt),
      c.baselineStatus,
      c.id,
    ]),
  );
}
