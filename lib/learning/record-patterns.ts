// Patterns seen in an analysis, kept so a later job can check after 24 hours whether each reached
// its target (the learning statistics of part 2 read these rows).
import type { Db } from "@/lib/db/client";
import type { DetectedPattern } from "@/lib/analysis/types";
import { patternObservations } from "./tables";

export async function recordPatterns(
  db: Db,
  o: { analysisId: string; userId: string; symbol: string; price: number; detectedAt: Date; patterns: DetectedPattern[] },
): Promise<number> {
  if (!o.patterns.length) return 0;
  await db.insert(patternObservations).values(
    o.patterns.map((p) => ({
      analysisId: o.analysisId,
      userId: o.userId,
      symbol: o.symbol,
      patternType: p.type,
      direction: p.direction,
      confidence: p.confidence,
      priceAtDetection: o.price,
      targetPrice: p.targetPrice ?? null,
      detectedAt: o.detectedAt,
    })),
  );
  return o.patterns.length;
}
