// Runs one quality test for an admin or the daily job: at most one run per test at a time (callers
// in this process share the running one; another instance holding it answers 409), the result
// mapped to its card and stored in quality_runs.
import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { releaseLease, takeLease } from "@/lib/jobs/lease";
import type { AiProvider } from "@/lib/providers/ai/types";
import type { MarketData } from "@/lib/providers/market/types";
import { systemHealth } from "@/lib/system/health";
import { runAiProbe } from "@/lib/system/provider-status";
import { providerProbes } from "./probes";
import { sanitizeError } from "@/lib/system/sanitize";
import { catalogEntry } from "./catalog";
import { runDailyIdeasTest } from "./daily-ideas";
import { runAuthenticityTest } from "./market-authenticity";
import { runPersonalValidation } from "./personal-analysis";
import type { Engine } from "./sample-analysis";
import { FAILURE_MESSAGES, mapResponse, type TestId } from "./status";
import { qualityRuns } from "./tables";
import { runTickerTest } from "./ticker-recognition";
import { MINUTE_MS } from "@/lib/time";

export interface QualityDeps {
  db: Db;
  market: MarketData; // behind the cache, as analyses use it
  provider: MarketData; // the same provider uncached (authenticity and health probes)
  ai: AiProvider;
  now: () => Date;
  engine?: Engine; // tests swap in a broken engine
}

type Body = Record<string, unknown>;

const RUNNERS: Record<TestId, (d: QualityDeps, now: Date) => Promise<object>> = {
  "google-tickers": (d) => runTickerTest({ market: d.market, ai: d.ai }),
  "daily-ideas": (d, now) => runDailyIdeasTest({ db: d.db, market: d.market, now }),
  "personal-analysis": (d, now) => runPersonalValidation({ market: d.market, ai: d.ai, now, engine: d.engine }),
  "yahoo-auth": (d, now) => runAuthenticityTest(d.provider, now),
  "ai-processing": (d, now) => runAiProbe(providerProbes, d.ai, d.market, now),
  "system-health": (d, now) =>
    systemHealth({ db: d.db, market: d.provider, cachedMarket: d.market, ai: d.ai, probes: providerProbes, now }),
};

const LEASE_MS = 5 * MINUTE_MS; // longer than any test takes; a crashed run frees it after this
const running = new Map<TestId, Promise<Body>>();

async function store(
  d: QualityDeps,
  id: TestId,
  row: { status: string; successRate: number; message: string; details: unknown; durationMs: number; batchId?: string },
) {
  await d.db
    .insert(qualityRuns)
    .values({ test: id, ...row, batchId: row.batchId ?? null })
    .catch((e) => console.warn("[quality] could not store run:", e));
}

async function runOnce(id: TestId, d: QualityDeps, batchId?: string): Promise<Body> {
  const now = d.now();
  const lease = `quality:${id}`;
  if (!(await takeLease(d.db, lease, now, { leaseMs: LEASE_MS }))) {
    throw new AppError("conflict", `${catalogEntry(id).testName} is already running. Try again in a moment.`);
  }
  const started = performance.now();
  try {
    const body = (await RUNNERS[id](d, now)) as Body;
    const card = mapResponse(id, body);
    await store(d, id, { ...card, details: body, durationMs: Math.round(performance.now() - started), batchId });
    return body;
  } catch (error) {
    const detail = sanitizeError(error);
    console.error(`[quality] ${id} failed:`, detail);
    await store(d, id, {
      status: "FAILED",
      successRate: 0,
      message: FAILURE_MESSAGES[id],
      details: { error: detail },
      durationMs: Math.round(performance.now() - started),
      batchId,
    });
    throw new AppError("unavailable", `${FAILURE_MESSAGES[id]}: ${detail}`);
  } finally {
    await releaseLease(d.db, lease, new Date(), {}).catch(() => undefined);
  }
}

/** The test's response body; a caller arriving while the same test runs here gets that run's answer. */
export function executeTest(id: TestId, d: QualityDeps, options: { batchId?: string } = {}): Promise<Body> {
  let run = running.get(id);
  if (!run) {
    run = runOnce(id, d, options.batchId).finally(() => running.delete(id));
    running.set(id, run);
  }
  return run;
}
