// Run All on the server (the daily "quality-run-all" job): the six tests in the spec's order with
// the spec's one-second pause, one batch, and its overall score.
import "server-only";
import { newId } from "@/lib/db/columns";
import { RUN_ALL_ORDER } from "./catalog";
import type { QualityDeps } from "./runner";
import { executeTest } from "./runner";
import { mapResponse, overallScore, type QualityStatus } from "./status";

export const RUN_ALL_PAUSE_MS = 1000; // part 2 section 9

export async function runAll(d: QualityDeps, pauseMs = RUN_ALL_PAUSE_MS) {
  const batchId = newId();
  const results: { test: string; status: QualityStatus; successRate: number }[] = [];
  for (const [i, entry] of RUN_ALL_ORDER.entries()) {
    if (i > 0) await new Promise((r) => setTimeout(r, pauseMs));
    try {
      const card = mapResponse(entry.id, await executeTest(entry.id, d, { batchId }));
      results.push({ test: entry.id, status: card.status, successRate: card.successRate });
    } catch {
      results.push({ test: entry.id, status: "FAILED", successRate: 0 });
    }
  }
  return { batchId, score: overallScore(results), results };
}
