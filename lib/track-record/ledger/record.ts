import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { CallToRecord } from "@/lib/analysis/call-ledger";
import type { Db, Tx } from "@/lib/db/client";
import { newId } from "@/lib/db/columns";
import type { Outcome } from "../resolve";
import { callContent, resolutionContent, sha256Hex } from "./canonical";
import { ledgerRecords } from "./tables";

// Appending to the track record. Each append is one insert of its own row: no counter, no previous
// hash to read, no lock shared with other calls, so users creating calls at once never wait on
// each other. Order and day come later, from the daily seal.

/** The call's record, inside the transaction that stores the analysis (both or neither). */
export async function recordCall(tx: Db | Tx, call: CallToRecord, now: Date): Promise<string> {
  const id = newId();
  const content = callContent({ ...call, id });
  const hash = sha256Hex(content);
  await tx.insert(ledgerRecords).values({
    id,
    kind: "call",
    hash,
    content,
    analysisId: call.analysisId,
    userId: call.userId,
    createdAt: now,
  });
  return hash;
}

/**
 * A final outcome as a record of its own naming the call's hash. At most one per call (a unique
 * index): a repeated or concurrent resolver run appends nothing more. Calls made before the ledger
 * existed have no record to name and get none.
 */
export async function recordResolution(db: Db, analysisId: string, outcome: Outcome, now: Date): Promise<boolean> {
  if (outcome.status === "open" || !outcome.resolvedAt) return false;
  const [call] = await db
    .select({ hash: ledgerRecords.hash, userId: ledgerRecords.userId })
    .from(ledgerRecords)
    .where(and(eq(ledgerRecords.analysisId, analysisId), eq(ledgerRecords.kind, "call")));
  if (!call) return false;
  const id = newId();
  const content = resolutionContent({
    id,
    callHash: call.hash,
    at: outcome.resolvedAt,
    outcome: outcome.status,
    exit: outcome.exitPrice,
  });
  const rows = await db
    .insert(ledgerRecords)
    .values({
      id,
      kind: "resolution",
      hash: sha256Hex(content),
      content,
      callHash: call.hash,
      analysisId,
      userId: call.userId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerRecords.id });
  return rows.length === 1;
}

/** Deleting a user's data: their records keep their hash (the chain still verifies), lose the rest. */
export async function tombstoneUser(tx: Db | Tx, userId: string): Promise<void> {
  await tx
    .update(ledgerRecords)
    .set({ content: null, userId: null, analysisId: null, tombstonedAt: sql`now()` })
    .where(eq(ledgerRecords.userId, userId));
}
