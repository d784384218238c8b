// Progress of running analyses, so the New Analysis screen can show real stages. Kept in process
// memory: with several server instances a poll may land on another instance and read 404 until
// the POST answers (the screen then simply waits for the POST). Entries expire after 10 minutes.
import type { AnalysisStage } from "./types";

export const STAGES: AnalysisStage[] = ["reading_image", "market_data", "indicators", "backtest", "writing", "done"];
const TTL_MS = 10 * 60_000;

interface Entry {
  userId: string;
  stage: AnalysisStage;
  failed: boolean;
  updatedAt: number;
}

const g = globalThis as unknown as { __candlewiseProgress?: Map<string, Entry> };
const store = (g.__candlewiseProgress ??= new Map());

function sweep(now: number) {
  for (const [id, e] of store) if (now - e.updatedAt > TTL_MS) store.delete(id);
}

export function setStage(progressId: string | null, userId: string, stage: AnalysisStage, failed = false) {
  if (!progressId) return;
  const existing = store.get(progressId);
  if (existing && existing.userId !== userId) return; // someone else's id: never overwrite it
  const now = Date.now();
  sweep(now);
  store.set(progressId, { userId, stage, failed, updatedAt: now });
}

export interface ProgressView {
  stage: AnalysisStage;
  stages: AnalysisStage[];
  percent: number;
  failed: boolean;
}

/** The owner's view of a progress id; null for unknown ids and other users' ids alike. */
export function getProgress(progressId: string, userId: string): ProgressView | null {
  const e = store.get(progressId);
  if (!e || e.userId !== userId) return null;
  const index = STAGES.indexOf(e.stage);
  return { stage: e.stage, stages: STAGES, percent: Math.round((index / (STAGES.length - 1)) * 100), failed: e.failed };
}
