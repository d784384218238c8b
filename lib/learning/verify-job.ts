import "server-only";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { Candle, MarketData } from "@/lib/providers/market/types";
import { verificationLevels, type Direction } from "./levels";
import { patternObservations, type PatternObservation } from "./tables";
import { verifyPattern } from "./verify";
import { asInterval, COVER_SLACK_MS, giveUpAt, MIN_AGE_MS, VERIFY_WINDOW_MS } from "./windows";
import { MINUTE_MS } from "@/lib/time";

// Verifies every observation at least 24 hours old, in batches, until none is left or the time
// budget is spent. Safe to repeat and to run twice at once:
// - each verdict is written with `WHERE verified_at IS NULL`, so a row is verified exactly once
//   even if two runs judged it (the lease in lib/jobs normally stops the second run anyway);
// - every verdict is written as soon as it is known, so a crash loses at most the row in hand;
// - a row that must wait (missing data, window still open) gets checked_at = now and goes to the
//   back of the queue, so a stuck row never blocks the ones behind it, nor is looked at twice a run;
// - a row still waiting a month past its window is closed as "void" (windows.ts, giveUpAt).
export const VERIFY_BATCH = 200;
const TIME_BUDGET_MS = 4 * MINUTE_MS; // under the cron route's 300 s and the 10 min lease

type Counts = {
  checked: number;
  success: number;
  failed: number;
  void: number;
  pending: number;
  failedSymbols: number;
  batches: number;
};

async function nextBatch(db: Db, now: Date, size: number): Promise<PatternObservation[]> {
  const t = patternObservations;
  return db
    .select()
    .from(t)
    .where(
      and(
        isNull(t.verifiedAt),
        lte(t.detectedAt, new Date(now.getTime() - MIN_AGE_MS)),
        or(isNull(t.checkedAt), lt(t.checkedAt, now)),
      ),
    )
    .orderBy(sql`${t.checkedAt} asc nulls first`, asc(t.detectedAt))
    .limit(size);
}

/** Groups rows by symbol and interval, split so one candle request spans at most about two windows. */
function fetchGroups(rows: PatternObservation[]) {
  const groups: { symbol: string; interval: ReturnType<typeof asInterval>; rows: PatternObservation[] }[] = [];
  const sorted = [...rows].sort((a, b) => a.detectedAt.getTime() - b.detectedAt.getTime());
  const open = new Map<string, (typeof groups)[number]>();
  for (const row of sorted) {
    const interval = asInterval(row.interval);
    const key = `${row.symbol}|${interval}`;
    const g = open.get(key);
    if (g && row.detectedAt.getTime() - g.rows[0].detectedAt.getTime() <= VERIFY_WINDOW_MS[interval] + COVER_SLACK_MS)
      g.rows.push(row);
    else {
      const fresh = { symbol: row.symbol, interval, rows: [row] };
      groups.push(fresh);
      open.set(key, fresh);
    }
  }
  return groups;
}

function levelsOf(row: PatternObservation) {
  const interval = asInterval(row.interval);
  if (row.targetPrice != null && row.invalidationPrice != null)
    return { target: row.targetPrice, invalidation: row.invalidationPrice, fallback: false };
  // Rows recorded before the levels were stored: the same written rule, from detection data only.
  return verificationLevels({
    patternType: row.patternType,
    direction: row.direction as Direction,
    price: row.priceAtDetection,
    target: row.targetPrice,
    interval,
  });
}

/** Closes rows that can never be judged: no levels, no direction, or no candles long past their window. */
async function closeAsVoid(db: Db, ids: string[], now: Date, counts: Counts) {
  if (!ids.length) return;
  const t = patternObservations;
  const done = await db
    .update(t)
    .set({ verifiedAt: now, outcome: "void", checkedAt: now })
    .where(and(inArray(t.id, ids), isNull(t.verifiedAt)))
    .returning({ id: t.id });
  counts.void += done.length;
}

/** Rows that wait for a later run, and those that have waited long enough (closed as void). */
async function postpone(db: Db, rows: PatternObservation[], now: Date, counts: Counts) {
  const t = patternObservations;
  const expired = rows.filter((r) => now.getTime() >= giveUpAt(asInterval(r.interval), r.detectedAt));
  const waiting = rows.filter((r) => !expired.includes(r));
  await closeAsVoid(
    db,
    expired.map((r) => r.id),
    now,
    counts,
  );
  if (waiting.length)
    await db
      .update(t)
      .set({ checkedAt: now })
      .where(
        and(
          inArray(
            t.id,
            waiting.map((r) => r.id),
          ),
          isNull(t.verifiedAt),
        ),
      );
  counts.pending += waiting.length;
}

async function judge(db: Db, row: PatternObservation, candles: Candle[], now: Date, counts: Counts) {
  const t = patternObservations;
  const unverified = and(eq(t.id, row.id), isNull(t.verifiedAt));
  const levels = levelsOf(row);
  if (!levels || row.direction === "NEUTRAL") return closeAsVoid(db, [row.id], now, counts);
  const verdict = verifyPattern(
    {
      direction: row.direction,
      price: row.priceAtDetection,
      levels,
      interval: asInterval(row.interval),
      detectedAt: row.detectedAt,
    },
    candles,
    now,
  );
  if (verdict.status === "pending") return postpone(db, [row], now, counts);
  const done = await db
    .update(t)
    .set({
      verifiedAt: now,
      checkedAt: now,
      targetReached: verdict.targetReached,
      outcome: verdict.outcome,
      maxFavorable: verdict.maxFavorable,
      maxAdverse: verdict.maxAdverse,
    })
    .where(unverified)
    .returning({ id: t.id });
  if (done.length) counts[verdict.targetReached ? "success" : "failed"]++;
}

export async function verifyPendingPatterns(
  db: Db,
  market: Pick<MarketData, "candles">,
  now: Date,
  options: { batchSize?: number; budgetMs?: number } = {},
): Promise<Counts> {
  const counts: Counts = { checked: 0, success: 0, failed: 0, void: 0, pending: 0, failedSymbols: 0, batches: 0 };
  const started = Date.now();
  const budget = options.budgetMs ?? TIME_BUDGET_MS;
  for (;;) {
    const rows = await nextBatch(db, now, options.batchSize ?? VERIFY_BATCH);
    if (!rows.length) break;
    counts.batches++;
    for (const g of fetchGroups(rows)) {
      const first = g.rows[0].detectedAt.getTime();
      const last = g.rows[g.rows.length - 1].detectedAt.getTime();
      const to = new Date(Math.min(now.getTime(), last + VERIFY_WINDOW_MS[g.interval] + COVER_SLACK_MS));
      let candles: Candle[] = [];
      try {
        if (g.rows.some((r) => r.direction !== "NEUTRAL"))
          candles = await market.candles({ symbol: g.symbol, interval: g.interval, from: new Date(first), to });
      } catch (error) {
        // One symbol the provider cannot serve must not stop the others: its rows stay pending
        // (until they have waited too long).
        console.warn(
          `[learning] candles for ${g.symbol} ${g.interval} failed:`,
          error instanceof Error ? error.message : error,
        );
        counts.failedSymbols++;
        await postpone(db, g.rows, now, counts);
        counts.checked += g.rows.length;
        continue;
      }
      for (const row of g.rows) {
        await judge(db, row, candles, now, counts);
        counts.checked++;
      }
    }
    if (Date.now() - started > budget) break; // the rest waits for the next run (the lease is 10 min)
  }
  return counts;
}
