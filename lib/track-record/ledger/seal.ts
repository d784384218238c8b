import "server-only";
import { and, asc, desc, eq, isNull, lt, min } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { DAY_MS, MINUTE_MS } from "@/lib/time";
import { GENESIS_ROOT, sealOf } from "./merkle";
import { ledgerRecords, ledgerRoots } from "./tables";

// The daily seal. A UTC day is sealed once it has ended (plus a short grace for transactions
// still committing): every record not yet sealed whose created_at falls before the day's end joins
// that day's tree, in ascending hash order, and the day's root is chained to the previous day's.
// A record that commits after its day was sealed simply joins the next day. Days without records
// are sealed too (the empty tree), so the chain has one link per day and a gap is itself a sign.
export const SEAL_GRACE_MS = 5 * MINUTE_MS;
const MAX_DAYS_PER_RUN = 60;

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

export type SealResult = { sealed: string[]; records: number; skipped: number };

/** Seals every ended day not sealed yet, oldest first. Safe to run from several servers at once. */
export async function sealLedger(db: Db, now: Date): Promise<SealResult> {
  const result: SealResult = { sealed: [], records: 0, skipped: 0 };
  for (let i = 0; i < MAX_DAYS_PER_RUN; i++) {
    const day = await nextDayToSeal(db);
    if (!day || dayStart(day) + DAY_MS + SEAL_GRACE_MS > now.getTime()) break;
    const sealed = await sealDay(db, day, now);
    if (sealed === null) {
      result.skipped++; // another server sealed it first; look again from the new last day
      continue;
    }
    result.sealed.push(day);
    result.records += sealed;
  }
  return result;
}

/** The day after the last sealed one; with nothing sealed yet, the first record's day. */
async function nextDayToSeal(db: Db): Promise<string | null> {
  const [last] = await db.select({ day: ledgerRoots.day }).from(ledgerRoots).orderBy(desc(ledgerRoots.day)).limit(1);
  if (last) return dayString(dayStart(last.day) + DAY_MS);
  const [first] = await db.select({ at: min(ledgerRecords.createdAt) }).from(ledgerRecords);
  return first?.at ? dayString(first.at.getTime()) : null;
}

/** Seals one day in one transaction; null when another server's seal of it won. */
async function sealDay(db: Db, day: string, now: Date): Promise<number | null> {
  const end = new Date(dayStart(day) + DAY_MS);
  return db.transaction(async (tx) => {
    const [prev] = await tx
      .select({ day: ledgerRoots.day, root: ledgerRoots.root })
      .from(ledgerRoots)
      .where(lt(ledgerRoots.day, day))
      .orderBy(desc(ledgerRoots.day))
      .limit(1);
    const records = await tx
      .select({ id: ledgerRecords.id, hash: ledgerRecords.hash })
      .from(ledgerRecords)
      .where(and(isNull(ledgerRecords.sealDay), lt(ledgerRecords.createdAt, end)))
      .orderBy(asc(ledgerRecords.createdAt));
    const seal = sealOf(
      prev?.root ?? GENESIS_ROOT,
      records.map((r) => r.hash),
    );
    // The day is the primary key: of several servers sealing this day, one inserts, the others
    // wait for it here and then insert nothing, and roll back.
    const won = await tx
      .insert(ledgerRoots)
      .values({
        day,
        recordCount: seal.count,
        merkleRoot: seal.merkleRoot,
        prevRoot: seal.prevRoot,
        root: seal.root,
        sealedAt: now,
      })
      .onConflictDoNothing()
      .returning({ day: ledgerRoots.day });
    if (won.length === 0) return null;
    const idOf = new Map(records.map((r) => [r.hash, r.id]));
    for (const [index, hash] of seal.leaves.entries()) {
      const updated = await tx
        .update(ledgerRecords)
        .set({ sealDay: day, sealIndex: index })
        .where(and(eq(ledgerRecords.id, idOf.get(hash)!), isNull(ledgerRecords.sealDay)))
        .returning({ id: ledgerRecords.id });
      // Sealed by someone else since we read it: this tree would be wrong, so publish nothing.
      if (updated.length !== 1) throw new Error(`ledger record ${hash} was sealed concurrently`);
    }
    return seal.count;
  });
}
