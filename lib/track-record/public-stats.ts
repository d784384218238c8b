import "server-only";
import { count } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analysisOutcomes, outcomeBaselines } from "./tables";
import { winRateOf } from "./stats";

/** Below this many resolved calls a win rate says more about luck than about the engine. */
export const MIN_RESOLVED_FOR_PUBLIC = 30;

export type PublicTrackRecord = {
  resolved: number; // wins + losses (expired calls included)
  wins: number;
  losses: number; // stopped out or expired
  open: number;
  winRate: number | null;
  baselineWinRate: number | null; // the always-long baseline over the same calls
  enough: boolean;
};

/**
 * The landing page's figures: every user's BUY/SELL calls resolved against later candles, with
 * the always-long baseline beside them. Counts only: nothing about any user leaves the server.
 */
export async function loadPublicTrackRecord(db: Db): Promise<PublicTrackRecord> {
  const [calls, baseline] = await Promise.all([
    db.select({ status: analysisOutcomes.status, n: count() }).from(analysisOutcomes).groupBy(analysisOutcomes.status),
    db.select({ status: outcomeBaselines.status, n: count() }).from(outcomeBaselines).groupBy(outcomeBaselines.status),
  ]);
  const of = (rows: { status: string; n: number }[], status: string) =>
    Number(rows.find((r) => r.status === status)?.n ?? 0);
  const wins = of(calls, "win");
  // One meaning of success: an expired call did not reach its target in time, so it counts as not won.
  const losses = of(calls, "loss") + of(calls, "expired");
  return {
    resolved: wins + losses,
    wins,
    losses,
    open: of(calls, "open"),
    winRate: winRateOf(wins, losses),
    baselineWinRate: winRateOf(of(baseline, "win"), of(baseline, "loss") + of(baseline, "expired")),
    enough: wins + losses >= MIN_RESOLVED_FOR_PUBLIC,
  };
}
