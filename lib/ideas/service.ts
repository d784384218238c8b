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
import { IDEAS_DISCLAIMER, type TradeIdea, type TradeIdeasResponse } from "./types";

/** A forced scan may start at most this long after the previous scan started (any user, any instance). */
export const FORCE_COOLDOWN_MS = 5 * MINUTE;

type JobState = { lockedUntil: Date | null; lastStartedAt: Date | null; lastResult: unknown };

async function jobState(db: Db): Promise<JobState | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, TRADE_IDEAS_JOB));
  return row;
}

/** The current batch: the one the last finished scan recorded (none if it found nothing), else the newest stored. */
async function currentIdeas(db: Db): Promise<TradeIdea[] | null> {
  const last = (await jobState(db))?.lastResult as { batchId?: string | null } | undefined;
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

/** The latest ideas; before the first scan ever, one is run on demand (under the job's lease). */
export async function latestIdeas(db: Db, now: Date, market: MarketData = marketData): Promise<TradeIdeasResponse> {
  let ideas = await currentIdeas(db);
  if (ideas === null) {
    const job =
      market === marketData ? tradeIdeasJob : { ...tradeIdeasJob, run: (at: Date) => generateIdeas(db, market, at) };
    const run = await runJob(job, now, { onlyIfDue: true });
    ideas = await currentIdeas(db);
    if (ideas === null) return respond([], market, run.status === "skipped" && (await scanRunning(db, now)));
  }
  return respond(ideas, market);
}

/** ?force=true: a new scan now, unless one is running or started less than 5 minutes ago (429). */
export async function forceIdeas(db: Db, now: Date, market: MarketData = marketData): Promise<TradeIdeasResponse> {
  if (!(await takeLease(db, TRADE_IDEAS_JOB, now, { dueAfterMs: FORCE_COOLDOWN_MS }))) {
    throw new AppError("rate_limited", await refusal(db, now));
  }
  try {
    const summary = await generateIdeas(db, market, now);
    await releaseLease(db, TRADE_IDEAS_JOB, new Date(), summary);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await releaseLease(db, TRADE_IDEAS_JOB, new Date(), { error: message });
    console.error("[ideas] forced scan failed", error);
    throw new AppError("unavailable", "Trade ideas could not be generated right now. Please try again later.");
  }
  return respond((await currentIdeas(db)) ?? [], market);
}

async function scanRunning(db: Db, now: Date): Promise<boolean> {
  const lockedUntil = (await jobState(db))?.lockedUntil;
  return Boolean(lockedUntil && lockedUntil > now);
}

async function refusal(db: Db, now: Date): Promise<string> {
  if (await scanRunning(db, now)) return "Trade ideas are being generated right now. Please wait a moment and refresh.";
  const started = (await jobState(db))?.lastStartedAt?.getTime() ?? now.getTime();
  const wait = Math.max(1, Math.ceil((started + FORCE_COOLDOWN_MS - now.getTime()) / MINUTE));
  return `Trade ideas were refreshed moments ago. You can generate new ones again in ${wait} minute${wait === 1 ? "" : "s"}.`;
}
