import { date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { tstz } from "@/lib/db/columns";

export const ledgerKinds = ["call", "resolution"] as const;

// The append-only track record: one row per call when it is made and one per resolution, each
// with the SHA-256 of its canonical content. Rows take their day and leaf index only when the
// day is sealed, so creating a call is a plain insert that never waits on other users' calls.
// A trigger (drizzle/0013) refuses deletes and any change except sealing and tombstoning.
export const ledgerRecords = pgTable(
  "ledger_records",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ledgerKinds }).notNull(),
    hash: text("hash").notNull(),
    content: text("content"), // canonical JSON; null once the owner's data is deleted (tombstone)
    callHash: text("call_hash"), // a resolution's call
    analysisId: text("analysis_id"), // no foreign key: the record outlives the analysis
    userId: text("user_id"), // whose data to tombstone on deletion; cleared with the content
    createdAt: tstz("created_at").notNull(),
    sealDay: date("seal_day", { mode: "string" }),
    sealIndex: integer("seal_index"),
    tombstonedAt: tstz("tombstoned_at"),
  },
  (t) => [
    uniqueIndex("ledger_records_hash_idx").on(t.hash),
    uniqueIndex("ledger_records_call_idx")
      .on(t.analysisId)
      .where(sql`kind = 'call'`),
    uniqueIndex("ledger_records_resolution_idx")
      .on(t.callHash)
      .where(sql`kind = 'resolution'`),
    index("ledger_records_unsealed_idx")
      .on(t.createdAt)
      .where(sql`seal_day IS NULL`),
    index("ledger_records_seal_idx").on(t.sealDay, t.sealIndex),
    index("ledger_records_user_idx").on(t.userId),
  ],
);

// One row per sealed UTC day: the day's Merkle root chained to the previous day's root. The day is
// the primary key, so of several servers sealing at once exactly one writes it.
export const ledgerRoots = pgTable("ledger_roots", {
  day: date("day", { mode: "string" }).primaryKey(),
  recordCount: integer("record_count").notNull(),
  merkleRoot: text("merkle_root").notNull(),
  prevRoot: text("prev_root").notNull(),
  root: text("root").notNull(),
  sealedAt: tstz("sealed_at").notNull(),
});
