import "server-only";
import { and, count, desc, eq, inArray, isNotNull, isNull, min, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analysisImages } from "@/lib/analysis/tables";
import type { VerifiedRecord } from "@/lib/analysis/types";
import { learningPhase } from "./learning-phase";
import { patternObservations as t } from "./tables";
import { wilsonInterval, type HitRate } from "./wilson";

// The numbers behind /training-model and GET /api/pattern-learning/stats. "Verified" means judged
// against later prices (void rows, which had no direction to judge, are left out of every rate).
export const RECENT_PATTERNS = 10;

export interface RecentPattern {
  id: string;
  ticker: string;
  patternType: string;
  patternDirection: string;
  confidence: number;
  verifiedAt: string | null;
  targetReached: boolean | null;
  detectedAt: string;
}

export type TypeHitRate = HitRate & { patternType: string };

export interface PatternLearningStats {
  learningPhase: "memorizing" | "predicting";
  daysUntilPrediction: number;
  /** When the 12 months end (ISO), null before the first pattern is recorded. */
  predictionFrom: string | null;
  storedScreenshots: number;
  totalPatterns: number;
  pendingVerification: number;
  verifiedPatterns: number;
  /** Percent with one decimal; null while nothing is verified (a rate needs a sample). */
  successRate: number | null;
  patternsByType: Record<string, number>;
  patternsByDirection: Record<string, number>;
  recentPatterns: RecentPattern[];
  /** Hit rate per pattern type with its Wilson 95% interval and sample size (the chart). */
  hitRatesByType: TypeHitRate[];
}

const judged = and(isNotNull(t.verifiedAt), or(isNull(t.outcome), ne(t.outcome, "void")));
const n = (v: unknown) => Number(v ?? 0);

export async function patternLearningStats(db: Db, now: Date): Promise<PatternLearningStats> {
  const [[totals], [shots], byType, byDirection, recent, rates] = await Promise.all([
    db
      .select({
        total: count(),
        first: min(t.detectedAt),
        pending: sql<number>`count(*) filter (where ${t.verifiedAt} is null)`,
        verified: sql<number>`count(*) filter (where ${judged})`,
        successes: sql<number>`count(*) filter (where ${judged} and ${t.targetReached})`,
      })
      .from(t),
    db.select({ n: count() }).from(analysisImages),
    db.select({ key: t.patternType, n: count() }).from(t).groupBy(t.patternType),
    db.select({ key: t.direction, n: count() }).from(t).groupBy(t.direction),
    db.select().from(t).orderBy(desc(t.detectedAt), desc(t.id)).limit(RECENT_PATTERNS),
    db
      .select({
        key: t.patternType,
        cases: count(),
        successes: sql<number>`count(*) filter (where ${t.targetReached})`,
      })
      .from(t)
      .where(judged)
      .groupBy(t.patternType),
  ]);
  const verified = n(totals.verified);
  const first = totals.first == null ? null : new Date(totals.first as unknown as string);
  return {
    ...learningPhase(first, now),
    storedScreenshots: n(shots.n),
    totalPatterns: n(totals.total),
    pendingVerification: n(totals.pending),
    verifiedPatterns: verified,
    successRate: verified ? Math.round((n(totals.successes) / verified) * 1000) / 10 : null,
    patternsByType: Object.fromEntries(byType.map((r) => [r.key, n(r.n)])),
    patternsByDirection: Object.fromEntries(byDirection.map((r) => [r.key, n(r.n)])),
    recentPatterns: recent.map((r) => ({
      id: r.id,
      ticker: r.symbol,
      patternType: r.patternType,
      patternDirection: r.direction,
      confidence: Math.round(r.confidence),
      verifiedAt: r.verifiedAt?.toISOString() ?? null,
      targetReached: r.targetReached,
      detectedAt: r.detectedAt.toISOString(),
    })),
    hitRatesByType: rates
      .map((r) => ({ patternType: r.key, ...wilsonInterval(n(r.successes), n(r.cases)) }))
      .sort((a, b) => b.cases - a.cases || a.patternType.localeCompare(b.patternType)),
  };
}

/** Verified cases per pattern type on one interval: what an analysis says about its patterns. */
export async function verifiedRecords(db: Db, interval: string, types: string[]): Promise<Map<string, VerifiedRecord>> {
  const out = new Map<string, VerifiedRecord>();
  if (!types.length) return out;
  const rows = await db
    .select({ key: t.patternType, cases: count(), successes: sql<number>`count(*) filter (where ${t.targetReached})` })
    .from(t)
    .where(and(judged, eq(t.interval, interval), inArray(t.patternType, types)))
    .groupBy(t.patternType);
  for (const type of types) {
    const row = rows.find((r) => r.key === type);
    out.set(type, { interval, ...wilsonInterval(n(row?.successes), n(row?.cases)) });
  }
  return out;
}

/** The analysis's patterns, each with the verified record of its type on the analysis's interval. */
export async function withVerifiedRecords<P extends { type: string }>(
  db: Db,
  interval: string,
  patterns: P[],
): Promise<(P & { verified?: VerifiedRecord })[]> {
  try {
    const records = await verifiedRecords(db, interval, [...new Set(patterns.map((p) => p.type))]);
    return patterns.map((p) => ({ ...p, verified: records.get(p.type) }));
  } catch (error) {
    // The statistic is a footnote: an analysis is never lost because it could not be read.
    console.warn("[learning] verified records unavailable:", error instanceof Error ? error.message : error);
    return patterns;
  }
}
