// The track record as the analysis sees it. lib/track-record keeps every BUY or SELL call in its
// ledger and later resolves the calls against the analyses it reads, so it sits above this domain
// and is handed in (lib/track-record/call-ledger.ts), never imported.
import type { Db } from "@/lib/db/client";

/** A BUY or SELL call as the ledger keeps it. */
export interface CallToRecord {
  analysisId: string;
  userId: string;
  instrument: string;
  at: Date;
  direction: "BUY" | "SELL";
  horizon: string;
  entry: number;
  stop: number;
  targets: number[];
  probability: number;
  engine: string;
}

export interface CallLedger {
  /** Appends the call in the analysis's own transaction (both or neither); returns its hash. */
  record(tx: Db, call: CallToRecord, now: Date): Promise<string>;
}
