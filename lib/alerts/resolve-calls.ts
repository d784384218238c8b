import "server-only";
import { and, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";
import type { MarketData } from "@/lib/providers/market/types";
import { alwaysLong, isValidCall, resolveCall, type Call } from "@/lib/track-record/resolve";
import { windowFor } from "@/lib/outcome-rules/windows";
import { writeOutcome } from "@/lib/track-record/write-outcome";
import type { Claimed } from "./fire";

// A call's stop or TP1 alert settles the call in the track record right away, by the track
// record's own rule (resolveCall on the call's own interval, both levels in one bar = loss) and
// its own writer (writeOutcome, ledger record included), so the record and the alert never
// disagree. Only a call still open is written: a final outcome is never changed. When the
// deciding bar of the call's interval has not closed yet, the rule says "open" and the outcomes
// job settles it once the bar closes.
export async function resolveCallsAfterAlerts(
  db: Db,
  market: Pick<MarketData, "candles">,
  fired: Claimed[],
  now: Date,
): Promise<number> {
  const ids = [
    ...new Set(fired.filter((f) => f.analysisId && (f.role === "stop" || f.role === "tp1")).map((f) => f.analysisId!)),
  ];
  if (ids.length === 0) return 0;
  const calls = await db
    .select()
    .from(analyses)
    .where(and(inArray(analyses.id, ids), inArray(analyses.recommendation, ["BUY", "SELL"])));
  let resolved = 0;
  for (const a of calls) {
    const call: Call = {
      direction: a.recommendation as "BUY" | "SELL",
      entry: a.entryPrice,
      stop: a.stopLoss,
      target: a.takeProfit1,
      createdAt: a.createdAt,
      investmentType: a.investmentType,
    };
    if (!isValidCall(call)) continue;
    try {
      const candles = await market.candles({
        symbol: a.symbol,
        interval: windowFor(call.investmentType).interval,
        from: a.createdAt,
        to: now,
      });
      const outcome = resolveCall(call, candles, now);
      const baseline = resolveCall(alwaysLong(call), candles, now);
      // The outcomes job only revisits calls whose outcome is open: a SELL's always-long baseline
      // not decided yet leaves the whole call to it, so the baseline is never left behind.
      if (outcome.status === "open" || baseline.status === "open") continue;
      if (await writeOutcome(db, a.id, outcome, baseline, now, { onlyIfOpen: true })) resolved++;
    } catch (error) {
      console.warn(`[alerts] resolving ${a.id} failed:`, error instanceof Error ? error.message : error);
    }
  }
  return resolved;
}
