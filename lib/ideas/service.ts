import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { releaseLease, takeLease } from "@/lib/jobs/lease";
import { runJob } from "@/lib/jobs/run-job";
import { MINUTE } from "@/lib/jobs/types";
import { marketData } from "@/lib/providers/market";
import type { MarketData } from "@/lib/providers/market/types";
import { jobRuns } from "@/lib/system/tables";
import { generateIdeas } from "./generate";
import { TRADE_IDEAS_JOB, tradeIdeasJob } from "./job";
import { tradeIdeas } from "./tables";
import { IDEAS_DISCLAIMER, type ForcedIdeasResponse, type TradeIdea, type TradeIdeasResponse } from "./types";

/** A forced scan may start at most this long after the previous scan started (any user, any instance). */
export const FORCE_COOLDOWN_MS = 5 * MINUTE;
/**
 * How long a force waits for a scan that is running elsewhere (a scan takes seconds): waiting
 * gives the caller the new ideas in one answer. Past it the answer says `generating` and the
 * dashboard's list polls until the batch lands; a crashed scan's lease (10 minutes) never holds
 * a request that long.
 */
export const FORCE_WAIT_MS = 20_000;
const WAIT_STEP_MS = 500;

type JobState = { lockedUntil: Date | null; lastStartedAt: Date | null; lastResult: unknown };

async function jobState(db: Db): Promise<JobState | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, TRADE_IDEAS_JOB));
  return row;
}

const running = (state: JobState | undefined, at: Date) => Boolean(state?.lockedUntil && state.lockedUntil > at);

/** The current batch: the one the last finished scan recorded (none if it found nothing), else the newest stored. */
async function currentIdeas(db: Db, state: JobState | undefined): Promise<TradeIdea[] | null> {
  const last = state?.lastResult as { batchId?: string | null } | undefined;
  let batchId = last && "batchId" in last ? last.batchId : undefined;
  if (batchId === null) return [];
  if (batchId === undefined) {
    const [newest] = await db
      .select({ batchId: tradeIdeas.batchId })
      .from(tradeIdeas)
      .orderBy(desc(tradeIdeas.generatedAt))
      .limit(1);
    if (!newest) return null;
    batchId = newest.batchId;
  }
  const rows = await db.select().from(tradeIdeas).where(eq(tradeIdeas.batchId, batchId)).orderBy(tradeIdeas.id);
  return rows.map((r) => r.data as TradeIdea);
}

const respond = (ideas: TradeIdea[], market: MarketData, generating = false): TradeIdeasResponse => ({
  ideas,
  generating,
  totalIdeas: ideas.length,
  disclaimer: IDEAS_DISCLAIMER,
  generatedAt: ideas[0]?.generatedAt ?? null,
  source: ideas[0]?.source ?? market.source,
});

/**
 * The latest ideas, with `generating` while a scan runs (the dashboard then polls for the new
 * batch); before the first scan ever, one is run on demand (under the job's lease).
 */
export async function latestIdeas(db: Db, now: Date, market: MarketData = marketData): Promise<TradeIdeasResponse> {
  let state = await jobState(db);
  let ideas = await currentIdeas(db, state);
  if (ideas === null) {
    const job =
      market === marketData ? tradeIdeasJob : { ...tradeIdeasJob, run: (at: Date) => generateIdeas(db, market, at) };
    const run = await runJob(job, now, { onlyIfDue: true });
    state = await jobState(db);
    ideas = await currentIdeas(db, state);
    if (ideas === null) return respond([], market, run.status === "skipped" && running(state, now));
  }
  return respond(ideas, market, running(state, now));
}

type ForceOptions = { market?: MarketData; waitMs?: number };

/**
 * ?force=true. The ideas are shared, so a new scan starts only when the last one started at least
 * FORCE_COOLDOWN_MS ago (any user, any instance). Otherwise the caller gets the shared ideas with
 * `fresh: false`: at once when the recent scan has finished, after waiting for it when it is
 * running (bounded by FORCE_WAIT_MS, then `generating: true`). Per-user abuse limits are the
 * route's (lib/rate-limit/registry.ts, ideasForceUser).
 */
export async function forceIdeas(db: Db, now: Date, options: ForceOptions = {}): Promise<ForcedIdeasResponse> {
  const market = options.market ?? marketData;
  if (await takeLease(db, TRADE_IDEAS_JOB, now, { dueAfterMs: FORCE_COOLDOWN_MS })) {
    await runForcedScan(db, market, now);
    const ideas = (await currentIdeas(db, await jobState(db))) ?? [];
    return { ...respond(ideas, market), fresh: true, nextRefreshAt: nextRefresh(now) };
  }
  const state = await waitForScan(db, now, options.waitMs ?? FORCE_WAIT_MS);
  const generating = running(state.state, state.at);
  const ideas = (await currentIdeas(db, state.state)) ?? [];
  const started = state.state?.lastStartedAt ?? now;
  return { ...respond(ideas, market, generating), fresh: false, nextRefreshAt: nextRefresh(started) };
}

const nextRefresh = (startedAt: Date) => new Date(startedAt.getTime() + FORCE_COOLDOWN_MS).toISOString();

async function runForcedScan(db: Db, market: MarketData, now: Date): Promise<void> {
  try {
    const summary = await generateIdeas(db, market, now);
    await releaseLease(db, TRADE_IDEAS_JOB, new Date(), summary);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await releaseLease(db, TRADE_IDEAS_JOB, new Date(), { error: message });
    console.error("[ideas] forced scan failed", error);
    throw new AppError("unavailable", "Trade ideas could not be generated right now. Please try again later.");
  }
}

/** Polls the job's lease until the running scan ends or `waitMs` passes; `at` is the time of the last look. */
async function waitForScan(db: Db, now: Date, waitMs: number): Promise<{ state: JobState | undefined; at: Date }> {
  // Elapsed time is counted in steps, not read from the clock: `now` may be pinned (tests).
  let waited = 0;
  for (;;) {
    const at = new Date(now.getTime() + waited);
    const state = await jobState(db);
    if (!running(state, at) || waited >= waitMs) return { state, at };
    const step = Math.min(WAIT_STEP_MS, waitMs - waited);
    await new Promise((resolve) => setTimeout(resolve, step));
    waited += step;
  }
}
