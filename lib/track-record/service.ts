import "server-only";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";
import { analysisOutcomes } from "@/lib/track-record/tables";
import type { Candle, Interval, MarketData } from "@/lib/providers/market/types";
import { alwaysLong, isValidCall, resolveCall, type Call } from "./resolve";
import { CLOSED_SLACK_MS, windowFor } from "@/lib/outcome-rules/windows";
import { DAY_MS } from "@/lib/time";
import { writeOutcome } from "./write-outcome";

// Each run picks the BUY/SELL calls that have no final outcome yet, fetches later candles once per
// symbol and interval, and writes the call's outcome and its always-long baseline. Upserts keyed by
// analysis id make a repeated or concurrent run write the same rows again, never duplicates.
const BATCH = 500;

type Pending = { id: string; symbol: string; call: Call };

async function pendingCalls(db: Db): Promise<Pending[]> {
  const rows = await db
    .select({
      id: analyses.id,
      symbol: analyses.symbol,
      recommendation: analyses.recommendation,
      entry: analyses.entryPrice,
      stop: analyses.stopLoss,
      target: analyses.takeProfit1,
      createdAt: analyses.createdAt,
      investmentType: analyses.investmentType,
    })
    .from(analyses)
    .leftJoin(analysisOutcomes, eq(analysisOutcomes.analysisId, analyses.id))
    .where(
      and(
        inArray(analyses.recommendation, ["BUY", "SELL"]),
        or(isNull(analysisOutcomes.analysisId), eq(analysisOutcomes.status, "open")),
      ),
    )
    .orderBy(asc(analyses.createdAt))
    .limit(BATCH);
  return rows
    .map((r) => ({ id: r.id, symbol: r.symbol, call: { ...r, direction: r.recommendation as "BUY" | "SELL" } }))
    .filter((p) => isValidCall(p.call)); // levels on the wrong side cannot be judged fairly
}

export async function resolveOpenCalls(db: Db, market: Pick<MarketData, "candles">, now: Date) {
  const pending = await pendingCalls(db);
  const groups = new Map<string, { symbol: string; interval: Interval; calls: Pending[] }>();
  for (const p of pending) {
    const interval = windowFor(p.call.investmentType).interval;
    const key = `${p.symbol}|${interval}`;
    const group = groups.get(key) ?? { symbol: p.symbol, interval, calls: [] };
    group.calls.push(p);
    groups.set(key, group);
  }
  const counts = { checked: 0, win: 0, loss: 0, expired: 0, open: 0, failedSymbols: 0 };
  for (const { symbol, interval, calls } of groups.values()) {
    const from = new Date(Math.min(...calls.map((c) => c.call.createdAt.getTime())));
    const lastDeadline = Math.max(
      ...calls.map(
        (c) => c.call.createdAt.getTime() + windowFor(c.call.investmentType).days * DAY_MS + CLOSED_SLACK_MS,
      ),
    );
    let candles: Candle[];
    try {
      candles = await market.candles({ symbol, interval, from, to: new Date(Math.min(now.getTime(), lastDeadline)) });
    } catch (error) {
      // One symbol the provider cannot serve must not stop the others; they stay open until next run.
      console.warn(
        `[outcomes] candles for ${symbol} ${interval} failed:`,
        error instanceof Error ? error.message : error,
      );
      counts.failedSymbols++;
      continue;
    }
    for (const { id, call } of calls) {
      const outcome = resolveCall(call, candles, now);
      await writeOutcome(db, id, outcome, resolveCall(alwaysLong(call), candles, now), now);
      counts.checked++;
      counts[outcome.status]++;
    }
  }
  return counts;
}
