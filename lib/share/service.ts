import "server-only";
// Share links: made and revoked by the analysis' owner, opened by anyone holding the token. Every
// public read goes through findShare, one lookup by the token's hash: an unknown, malformed or
// revoked token takes the same path and ends in the same 404, and nothing reachable from a link
// names another analysis.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses, analysisImages } from "@/lib/analysis/tables";
import type { AnalysisResult } from "@/lib/analysis/types";
import { AppError } from "@/lib/errors";
import { consume } from "@/lib/rate-limit/registry";
import type { ScreenshotStorage } from "@/lib/storage";
import { analysisOutcomes } from "@/lib/track-record/tables";
import type { CreatedShare, CreateShareInput, ShareLinkSummary } from "./schemas";
import { shareLinks, type ShareLinkRow } from "./tables";
import { hashShareToken, newShareToken, sharePath } from "./token";
import type { ShareOutcome } from "./public-view";

const NOT_FOUND = "Shared analysis not found";
const notFound = () => new AppError("not_found", NOT_FOUND);

const summaryOf = (row: ShareLinkRow): ShareLinkSummary => ({
  id: row.id,
  hint: row.hint,
  showSizing: row.showSizing,
  allowIndexing: row.allowIndexing,
  createdAt: row.createdAt.toISOString(),
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  openCount: row.openCount,
});

async function requireOwnAnalysis(db: Db, userId: string, analysisId: string) {
  const [row] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.userId, userId)));
  if (!row) throw new AppError("not_found", "Analysis not found");
}

/** A new link to one of the caller's analyses; the token is in the answer once and never stored. */
export async function createShare(db: Db, userId: string, input: CreateShareInput): Promise<CreatedShare> {
  await requireOwnAnalysis(db, userId, input.analysisId);
  await consume("shareCreateUser", userId);
  const token = newShareToken();
  const [row] = await db
    .insert(shareLinks)
    .values({
      tokenHash: hashShareToken(token),
      hint: token.slice(-4),
      analysisId: input.analysisId,
      userId,
      showSizing: input.showSizing,
      allowIndexing: input.allowIndexing,
    })
    .returning();
  return { ...summaryOf(row), path: sharePath(token) };
}

/** The caller's live links to one of their analyses, newest first. */
export async function listShares(db: Db, userId: string, analysisId: string): Promise<ShareLinkSummary[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.analysisId, analysisId), eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)))
    .orderBy(desc(shareLinks.createdAt));
  return rows.map(summaryOf);
}

/** Revokes one of the caller's links; from then on its token answers 404. */
export async function revokeShare(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const done = await db
    .update(shareLinks)
    .set({ revokedAt: now, previewPng: null })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  if (done.length === 0) throw new AppError("not_found", "Share link not found");
}

export type OpenedShare = {
  link: ShareLinkRow;
  analysis: AnalysisResult;
  outcome: ShareOutcome | null;
};

/** The live link behind a token, its analysis and the call's outcome; 404 for anything else. */
export async function findShare(db: Db, token: string): Promise<OpenedShare> {
  const [row] = await db
    .select({ link: shareLinks, result: analyses.result, outcome: analysisOutcomes })
    .from(shareLinks)
    .innerJoin(analyses, eq(analyses.id, shareLinks.analysisId))
    .leftJoin(analysisOutcomes, eq(analysisOutcomes.analysisId, shareLinks.analysisId))
    .where(and(eq(shareLinks.tokenHash, hashShareToken(token)), isNull(shareLinks.revokedAt)));
  if (!row) throw notFound();
  const o = row.outcome;
  return {
    link: row.link,
    analysis: row.result as AnalysisResult,
    outcome: o ? { status: o.status, resolvedAt: o.resolvedAt, exitPrice: o.exitPrice } : null,
  };
}

/** Counts an opening of the page (the owner sees when it was last opened). */
export async function recordOpen(db: Db, linkId: string, now: Date): Promise<void> {
  await db
    .update(shareLinks)
    .set({ lastOpenedAt: now, openCount: sql`${shareLinks.openCount} + 1` })
    .where(eq(shareLinks.id, linkId));
}

/** Counts a public read per client: page, chart image and preview card share one allowance. */
export const limitShareReads = (client: string) => consume("shareOpenClient", client);

/** The shared analysis' uploaded chart, reached only through its link (never the owner's route). */
export async function shareChartImage(db: Db, storage: ScreenshotStorage, token: string): Promise<Buffer> {
  const { link } = await findShare(db, token);
  const [row] = await db
    .select({ bytes: analysisImages.bytes, storageKey: analysisImages.storageKey })
    .from(analysisImages)
    .where(and(eq(analysisImages.analysisId, link.analysisId), eq(analysisImages.role, "chart")))
    .limit(1);
  const image = row
    ? await storage.get({ bytes: row.bytes ? Buffer.from(row.bytes) : null, storageKey: row.storageKey })
    : null;
  if (!image) throw notFound();
  return image;
}

/** Whether the shared analysis has a stored chart screenshot (the page shows it only then). */
export async function hasChartImage(db: Db, analysisId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: analysisImages.id })
    .from(analysisImages)
    .where(and(eq(analysisImages.analysisId, analysisId), eq(analysisImages.role, "chart")))
    .limit(1);
  return Boolean(row);
}

/**
 * The link's preview card: rendered once and kept on the row, again only when what it shows
 * changes (the call resolves). `render` draws the card (the app's ImageResponse).
 */
export async function sharePreview(
  db: Db,
  token: string,
  render: (share: OpenedShare) => Promise<Buffer>,
): Promise<Buffer> {
  const share = await findShare(db, token);
  const state = share.outcome?.status ?? "none";
  if (share.link.previewPng && share.link.previewState === state) return Buffer.from(share.link.previewPng);
  const png = await render(share);
  await db.update(shareLinks).set({ previewPng: png, previewState: state }).where(eq(shareLinks.id, share.link.id));
  return png;
}
