import "server-only";
// Patterns seen in an analysis, kept so a later job can check after 24 hours whether each reached
// its target (the learning statistics of part 2 read these rows). The verification levels are
// written here, before any later candle exists.
import type { Db } from "@/lib/db/client";
import type { PatternsSeen } from "@/lib/analysis/pattern-memory";
import { verificationLevels } from "./levels";
import { patternObservations } from "./tables";

export async function recordPatterns(db: Db, o: PatternsSeen): Promise<number> {
  if (!o.patterns.length) return 0;
  const interval = o.interval ?? "1d";
  await db.insert(patternObservations).values(
    o.patterns.map((p) => {
      const levels = verificationLevels({
        patternType: p.type,
        direction: p.direction,
        price: o.price,
        target: p.targetPrice,
        interval,
      });
      return {
        analysisId: o.analysisId,
        userId: o.userId,
        symbol: o.symbol,
        patternType: p.type,
        direction: p.direction,
        confidence: p.confidence,
        priceAtDetection: o.price,
        targetPrice: levels?.target ?? p.targetPrice ?? null,
        invalidationPrice: levels?.invalidation ?? null,
        interval,
        detectedAt: o.detectedAt,
      };
    }),
  );
  return o.patterns.length;
}
