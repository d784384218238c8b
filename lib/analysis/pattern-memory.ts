// Pattern learning as the analysis sees it. lib/learning keeps the patterns an analysis saw and
// verifies them against later prices; it reads the analyses it verifies, so it sits above this
// domain and is handed in (lib/learning/pattern-memory.ts), never imported.
import type { Db } from "@/lib/db/client";
import type { Interval } from "@/lib/providers/market/types";
import type { DetectedPattern, VerifiedRecord } from "./types";

/** The patterns one analysis saw, at the price and time it saw them. */
export interface PatternsSeen {
  analysisId: string;
  userId: string;
  symbol: string;
  price: number;
  detectedAt: Date;
  patterns: Pick<DetectedPattern, "type" | "direction" | "confidence" | "targetPrice">[];
  interval?: Interval;
}

export interface PatternMemory {
  /** Each pattern with the verified record of its type on this interval; unchanged when that cannot be read. */
  withRecords<P extends { type: string }>(
    db: Db,
    interval: string,
    patterns: P[],
  ): Promise<(P & { verified?: VerifiedRecord })[]>;
  /** Keeps the patterns seen, in the analysis's own transaction; returns how many. */
  record(tx: Db, seen: PatternsSeen): Promise<number>;
}
