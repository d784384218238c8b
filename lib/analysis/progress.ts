import "server-only";
// Progress of running analyses, so the New Analysis screen can show real stages. Stored in the
// analysis_progress table: every server instance (or serverless invocation) answering a poll reads
// the same row. Progress is best-effort: a failed write is logged and never fails the analysis.
import { and, eq, gte, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analysisProgress } from "./tables";
import type { AnalysisStage } from "./types";
import { MINUTE_MS } from "@/lib/time";

export const STAGES: AnalysisStage[] = ["reading_image", "market_data", "indicators", "backtest", "writing", "done"];
export const PROGRESS_TTL_MS = 10 * MINUTE_MS;

async function writeStage(db: Db, id: string, userId: string, stage: AnalysisStage, failed: boolean) {
  // Someone else's id is never overwritten: the update applies only to the owner's row.
  await db
    .insert(analysisProgress)
    .values({ id, userId, stage, failed, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: analysisProgress.id,
      set: { stage, failed, updatedAt: new Date() },
      setWhere: eq(analysisProgress.userId, userId),
    });
}

/** Deletes progress rows nobody will poll any more. */
export async function sweepProgress(db: Db, now = Date.now()) {
  await db.delete(analysisProgress).where(lt(analysisProgress.updatedAt, new Date(now - PROGRESS_TTL_MS)));
}

export interface ProgressReporter {
  report(stage: AnalysisStage, failed?: boolean): void;
  /** Resolves once every reported stage is written (in order). */
  flush(): Promise<void>;
}

/**
 * Reports one run's stages in order without making the analysis wait for each write; the caller
 * flushes before answering, so "done" or the failure is stored by the time the POST returns.
 */
export function progressReporter(db: Db, progressId: string | null, userId: string): ProgressReporter {
  let chain: Promise<void> = progressId ? sweepProgress(db).catch(logWriteError) : Promise.resolve();
  return {
    report(stage, failed = false) {
      if (!progressId) return;
      chain = chain.then(() => writeStage(db, progressId, userId, stage, failed)).catch(logWriteError);
    },
    flush: () => chain,
  };
}

function logWriteError(error: unknown) {
  console.warn("[analysis] progress not recorded:", error instanceof Error ? error.message : error);
}

export interface ProgressView {
  /** "queued": the run has not reported a stage yet (or the id is unknown, expired or not yours). */
  stage: AnalysisStage | "queued";
  stages: AnalysisStage[];
  percent: number;
  failed: boolean;
}

/** What a poll gets before the run's first stage: the same for unknown and other users' ids. */
export const queuedProgress = (): ProgressView => ({ stage: "queued", stages: STAGES, percent: 0, failed: false });

/** The owner's view of a progress id; null for unknown, expired and other users' ids alike. */
export async function getProgress(
  db: Db,
  progressId: string,
  userId: string,
  now = Date.now(),
): Promise<ProgressView | null> {
  const [row] = await db
    .select({ stage: analysisProgress.stage, failed: analysisProgress.failed })
    .from(analysisProgress)
    .where(
      and(
        eq(analysisProgress.id, progressId),
        eq(analysisProgress.userId, userId),
        gte(analysisProgress.updatedAt, new Date(now - PROGRESS_TTL_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const stage = row.stage as AnalysisStage;
  const index = Math.max(0, STAGES.indexOf(stage));
  return { stage, stages: STAGES, percent: Math.round((index / (STAGES.length - 1)) * 100), failed: row.failed };
}
