// The latest created analysis kept in localStorage, so the results screen can show it signed out.
import type { AnalysisResult } from "@/lib/analysis/types";

const KEY = "candlewise:latest-analysis";

export function storeLatestAnalysis(analysis: AnalysisResult, storage: Storage = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(analysis));
  } catch {
    // Storage full or disabled (private mode): the server copy is still there.
  }
}

/** The stored analysis when its id matches (or no id is asked for); null otherwise. */
export function readLatestAnalysis(id: string | null, storage: Storage = localStorage): AnalysisResult | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AnalysisResult & { id?: string };
    return !id || parsed.id === id ? parsed : null;
  } catch {
    return null;
  }
}
