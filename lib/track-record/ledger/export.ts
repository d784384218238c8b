import "server-only";
import { asc, count, desc, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { LEDGER_FORMAT, type LedgerFile, type PublishedRoot } from "./verify";
import { ledgerRecords, ledgerRoots } from "./tables";

const toRoot = (r: typeof ledgerRoots.$inferSelect): PublishedRoot => ({
  day: r.day,
  count: r.recordCount,
  merkleRoot: r.merkleRoot,
  prevRoot: r.prevRoot,
  root: r.root,
  sealedAt: r.sealedAt.toISOString(),
});

/** The published roots, oldest first. */
export async function loadRoots(db: Db): Promise<PublishedRoot[]> {
  return (await db.select().from(ledgerRoots).orderBy(asc(ledgerRoots.day))).map(toRoot);
}

/** The latest published roots (newest first) and how many records wait for the next seal. */
export async function loadLedgerSummary(db: Db, latest = 7) {
  const [roots, [pending]] = await Promise.all([
    db.select().from(ledgerRoots).orderBy(desc(ledgerRoots.day)).limit(latest),
    db.select({ n: count() }).from(ledgerRecords).where(isNull(ledgerRecords.sealDay)),
  ]);
  return { roots: roots.map(toRoot), pending: Number(pending.n) };
}

/**
 * Everything a third party needs to check the record: every sealed record (its canonical content,
 * or only its hash once the owner's data was deleted) and every published root. Records not yet
 * sealed are left out: nothing published commits to them yet.
 */
export async function loadLedgerFile(db: Db, now: Date): Promise<LedgerFile> {
  const [roots, records] = await Promise.all([
    loadRoots(db),
    db
      .select({
        day: ledgerRecords.sealDay,
        index: ledgerRecords.sealIndex,
        hash: ledgerRecords.hash,
        content: ledgerRecords.content,
      })
      .from(ledgerRecords)
      .where(isNotNull(ledgerRecords.sealDay))
      .orderBy(asc(ledgerRecords.sealDay), asc(ledgerRecords.sealIndex)),
  ]);
  return {
    format: LEDGER_FORMAT,
    generatedAt: now.toISOString(),
    roots,
    records: records.map((r) => ({ day: r.day!, index: r.index!, hash: r.hash, content: r.content })),
  };
}
