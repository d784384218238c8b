import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { recordResolution } from "./ledger/record";
import type { Outcome } from "./resolve";
import { analysisOutcomes, outcomeBaselines } from "./tables";

// The one place a call's outcome is written: the outcome row, its always-long baseline, and, once
// final, the ledger's resolution record. Upserts keyed by analysis id, so a repeated or concurrent
// writer never makes duplicates. `onlyIfOpen` is for writers other than the outcomes job (a stop
// or TP1 alert): they settle a call only while it is still open and leave a final one, its
// baseline and its ledger record exactly as they are.
export async function writeOutcome(
  db: Db,
  id: string,
  outcome: Outcome,
  baseline: Outcome,
  now: Date,
  { onlyIfOpen = false }: { onlyIfOpen?: boolean } = {},
): Promise<boolean> {
  const values = {
    status: outcome.status,
    resolvedAt: outcome.resolvedAt,
    exitPrice: outcome.exitPrice,
    maxFavorable: outcome.maxFavorable,
    maxAdverse: outcome.maxAdverse,
    checkedAt: now,
  };
  const written = await db
    .insert(analysisOutcomes)
    .values({ analysisId: id, ...values })
    .onConflictDoUpdate({
      target: analysisOutcomes.analysisId,
      set: values,
      ...(onlyIfOpen ? { setWhere: eq(analysisOutcomes.status, "open") } : {}),
    })
    .returning({ id: analysisOutcomes.analysisId });
  if (written.length === 0) return false;
  const base = { status: baseline.status, exitPrice: baseline.exitPrice, resolvedAt: baseline.resolvedAt };
  await db
    .insert(outcomeBaselines)
    .values({ analysisId: id, ...base })
    .onConflictDoUpdate({
      target: outcomeBaselines.analysisId,
      set: base,
      ...(onlyIfOpen ? { setWhere: eq(outcomeBaselines.status, "open") } : {}),
    });
  await recordResolution(db, id, outcome, now); // a final outcome becomes a ledger record of its own
  return true;
}
