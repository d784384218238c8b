// What /quality-monitor shows after a reload: each test's last run, and the overall score of each
// complete Run All (manual or the daily job) over time.
import "server-only";
import { desc, gte } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { RUN_ALL_ORDER } from "./catalog";
import { overallScore, tickerParts, type TestId, type TestResult } from "./status";
import { qualityRuns } from "./tables";
import { DAY_MS } from "@/lib/time";

export interface QualityHistory {
  latest: Partial<Record<TestId, TestResult>>;
  scores: { at: string; score: number; batchId: string }[];
}

export async function qualityHistory(db: Db, now: Date, days = 30): Promise<QualityHistory> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .select({
      test: qualityRuns.test,
      status: qualityRuns.status,
      successRate: qualityRuns.successRate,
      message: qualityRuns.message,
      details: qualityRuns.details,
      batchId: qualityRuns.batchId,
      createdAt: qualityRuns.createdAt,
    })
    .from(qualityRuns)
    .where(gte(qualityRuns.createdAt, since))
    .orderBy(desc(qualityRuns.createdAt))
    .limit(2000);
  const latest: QualityHistory["latest"] = {};
  for (const r of rows) {
    const entry = RUN_ALL_ORDER.find((e) => e.id === r.test);
    if (entry && !latest[entry.id]) {
      latest[entry.id] = {
        testName: entry.testName,
        status: r.status as TestResult["status"],
        successRate: r.successRate,
        message: r.message,
        timestamp: r.createdAt.toISOString(),
        ...(entry.id === "google-tickers" && { parts: tickerParts(r.details) }),
      };
    }
  }
  // A batch counts once all six of its tests are stored (an admin may leave mid-run).
  const batches = new Map<string, { at: Date; rates: Map<string, number> }>();
  for (const r of rows) {
    if (!r.batchId) continue;
    const b = batches.get(r.batchId) ?? { at: r.createdAt, rates: new Map() };
    if (r.createdAt > b.at) b.at = r.createdAt;
    if (!b.rates.has(r.test)) b.rates.set(r.test, r.successRate);
    batches.set(r.batchId, b);
  }
  const scores = [...batches.entries()]
    .filter(([, b]) => RUN_ALL_ORDER.every((e) => b.rates.has(e.id)))
    .map(([batchId, b]) => ({
      batchId,
      at: b.at.toISOString(),
      score: overallScore([...b.rates.values()].map((successRate) => ({ successRate }))),
    }))
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(-60);
  return { latest, scores };
}
