import { eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { patternObservations } from "@/lib/learning/tables";
import { verifyPendingPatterns } from "@/lib/learning/verify-job";
import { patternLearningStats, withVerifiedRecords } from "@/lib/learning/stats";
import { hitRateSentence } from "@/lib/learning/hit-rate-text";
import { verificationLevels } from "@/lib/learning/levels";
import { patternVerificationJob } from "@/lib/learning/job";
import { runJob } from "@/lib/jobs/run-job";
import { createDemoMarket } from "@/lib/providers/market/demo";
import type { Interval } from "@/lib/providers/market/types";
import { createAnalysis } from "@/lib/analysis/service";
import { createAnalysisSchema } from "@/lib/analysis/schemas";
import { builtinAi } from "@/lib/providers/ai/builtin";
import { databaseStorage } from "@/lib/storage";
import { patternMemory } from "@/lib/learning/pattern-memory";
import { callLedger } from "@/lib/track-record/call-ledger";
import { useTestDb } from "../helpers/db";
import { getRequest } from "../helpers/request";
import { createUser } from "../helpers/users";

useTestDb();
jest.setTimeout(60_000);

// A pinned clock: the demo market's candles up to `now` are fixed, so every verdict is repeatable.
const now = new Date("2026-02-20T12:00:00Z");
const market = createDemoMarket(() => now);
const DAY = 86_400_000;

async function seed(
  rows: {
    symbol: string;
    type: string;
    direction?: "BULLISH" | "BEARISH" | "NEUTRAL";
    daysAgo: number;
    interval?: Interval;
    target?: number;
  }[],
) {
  const db = await getDb();
  const values = await Promise.all(
    rows.map(async (r) => {
      const detectedAt = new Date(now.getTime() - r.daysAgo * DAY);
      const [c] = await market.candles({
        symbol: r.symbol,
        interval: "1h",
        from: new Date(detectedAt.getTime() - 3 * DAY),
        to: detectedAt,
      });
      const price = c ? c.close : 100;
      const direction = r.direction ?? "BULLISH";
      const interval = r.interval ?? "1h";
      const levels = verificationLevels({ patternType: r.type, direction, price, target: r.target ?? null, interval });
      return {
        symbol: r.symbol,
        patternType: r.type,
        direction,
        confidence: 62.4,
        priceAtDetection: price,
        targetPrice: levels?.target ?? null,
        invalidationPrice: levels?.invalidation ?? null,
        interval,
        detectedAt,
      };
    }),
  );
  return db.insert(patternObservations).values(values).returning({ id: patternObservations.id });
}

async function clear() {
  await (await getDb()).delete(patternObservations);
}

describe("pattern verification job", () => {
  beforeEach(clear);

  it("verifies old observations once, leaves young ones pending, and changes nothing when run again", async () => {
    await seed([
      { symbol: "AAPL", type: "breakout", daysAgo: 20 },
      { symbol: "AAPL", type: "double_top", direction: "BEARISH", daysAgo: 15 },
      { symbol: "BTC-USD", type: "golden_cross", daysAgo: 12 },
      { symbol: "BTC-USD", type: "bearish_engulfing", direction: "BEARISH", daysAgo: 9 },
      { symbol: "EURUSD=X", type: "rsi_oversold_bounce", daysAgo: 30 },
      { symbol: "MSFT", type: "breakout", daysAgo: 0.5 }, // not 24 hours old yet
      { symbol: "MSFT", type: "doji", direction: "NEUTRAL", daysAgo: 3 },
    ]);
    const db = await getDb();
    // Two runs at once (as two instances without the lease would): each row is written by one only.
    const [a, b] = await Promise.all([verifyPendingPatterns(db, market, now), verifyPendingPatterns(db, market, now)]);
    const rows = await db.select().from(patternObservations);
    const verified = rows.filter((r) => r.verifiedAt && r.outcome !== "void");
    expect(verified).toHaveLength(5);
    expect(a.success + a.failed + b.success + b.failed).toBe(5);
    expect(a.void + b.void).toBe(1);
    for (const r of verified) {
      expect(r.targetReached).toBe(r.outcome === "target");
      expect(r.maxFavorable).toBeGreaterThanOrEqual(0);
      expect(r.maxAdverse).toBeLessThanOrEqual(0);
    }
    expect(rows.find((r) => r.symbol === "MSFT" && r.patternType === "breakout")?.verifiedAt).toBeNull();

    const before = rows.map((r) => [r.id, r.verifiedAt?.getTime(), r.targetReached, r.outcome]);
    const later = new Date(now.getTime() + 60_000);
    const again = await verifyPendingPatterns(
      db,
      createDemoMarket(() => later),
      later,
    );
    expect(again.success + again.failed + again.void).toBe(0);
    const after = (await db.select().from(patternObservations)).map((r) => [
      r.id,
      r.verifiedAt?.getTime(),
      r.targetReached,
      r.outcome,
    ]);
    expect(after.sort()).toEqual(before.sort());
  });

  it("works through a backlog larger than one batch in a single run", async () => {
    await seed(
      Array.from({ length: 7 }, (_, i) => ({ symbol: i % 2 ? "AAPL" : "BTC-USD", type: "breakout", daysAgo: 20 + i })),
    );
    const db = await getDb();
    const counts = await verifyPendingPatterns(db, market, now, { batchSize: 3 });
    expect(counts.batches).toBe(3);
    expect(await db.select().from(patternObservations).where(isNull(patternObservations.verifiedAt))).toHaveLength(0);
  });

  it("leaves observations pending when the provider has no candles, and still verifies the others", async () => {
    await seed([
      { symbol: "AAPL", type: "breakout", daysAgo: 20 },
      { symbol: "BTC-USD", type: "breakout", daysAgo: 20 },
    ]);
    const db = await getDb();
    const flaky = {
      candles: async (q: { symbol: string }) =>
        q.symbol === "AAPL" ? Promise.reject(new Error("provider down")) : market.candles(q as never),
    };
    const counts = await verifyPendingPatterns(db, flaky, now);
    expect(counts.failedSymbols).toBe(1);
    const [aapl] = await db.select().from(patternObservations).where(eq(patternObservations.symbol, "AAPL"));
    expect(aapl.verifiedAt).toBeNull();
    expect(aapl.checkedAt).toEqual(now);
    const [btc] = await db.select().from(patternObservations).where(eq(patternObservations.symbol, "BTC-USD"));
    expect(btc.verifiedAt).toEqual(now);
  });

  // A delisted symbol or a feed that stopped: its rows are retried for a month past their window
  // (hourly window 5 days + 7 days of cover), then closed as void, counted neither way.
  it("closes as void what the provider never served, a month past the window, and keeps retrying younger rows", async () => {
    await seed([
      { symbol: "AAPL", type: "breakout", daysAgo: 43 },
      { symbol: "AAPL", type: "breakout", daysAgo: 41 },
    ]);
    const db = await getDb();
    const down = { candles: async () => Promise.reject(new Error("symbol delisted")) };
    const counts = await verifyPendingPatterns(db, down, now);
    expect(counts).toMatchObject({ void: 1, pending: 1, failedSymbols: 1 });
    const rows = await db.select().from(patternObservations).orderBy(patternObservations.detectedAt);
    expect(rows.map((r) => [r.outcome, r.verifiedAt])).toEqual([
      ["void", now],
      [null, null],
    ]);

    // The same with an empty answer instead of an error.
    await clear();
    await seed([{ symbol: "AAPL", type: "breakout", daysAgo: 43 }]);
    expect(await verifyPendingPatterns(db, { candles: async () => [] }, now)).toMatchObject({ void: 1, pending: 0 });
    // Void is neither pending nor a verified case.
    expect(await patternLearningStats(db, now)).toMatchObject({ pendingVerification: 0, verifiedPatterns: 0 });
  });

  it("runs under the job lease: of two concurrent runs one works and one is skipped", async () => {
    await seed([{ symbol: "BTC-USD", type: "breakout", daysAgo: 20 }]);
    const runs = await Promise.all([runJob(patternVerificationJob, now), runJob(patternVerificationJob, now)]);
    expect(runs.map((r) => r.status).sort()).toEqual(["ran", "skipped"]);
    const [row] = await (await getDb()).select().from(patternObservations);
    expect(row.verifiedAt).toEqual(now);
  });
});

describe("GET /api/pattern-learning/stats", () => {
  let route: typeof import("@/app/api/pattern-learning/stats/route");
  beforeAll(async () => {
    route = await import("@/app/api/pattern-learning/stats/route");
  });
  beforeEach(clear);

  it("answers 401 signed out and 403 to a non-admin", async () => {
    expect((await route.GET(getRequest("/api/pattern-learning/stats"))).status).toBe(401);
    const user = await createUser();
    const res = await route.GET(getRequest("/api/pattern-learning/stats", user.cookie));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("Access Denied - Admin privileges required");
  });

  it("counts stored, pending and verified patterns for an admin", async () => {
    await seed([
      { symbol: "AAPL", type: "breakout", daysAgo: 20 },
      { symbol: "BTC-USD", type: "breakout", daysAgo: 20 },
      { symbol: "BTC-USD", type: "death_cross", direction: "BEARISH", daysAgo: 10 },
      { symbol: "MSFT", type: "breakout", daysAgo: 0.2 },
    ]);
    await verifyPendingPatterns(await getDb(), market, now);
    const admin = await createUser({ role: "admin" });
    const res = await route.GET(getRequest("/api/pattern-learning/stats", admin.cookie));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "daysUntilPrediction",
        "hitRatesByType",
        "learningPhase",
        "patternsByDirection",
        "patternsByType",
        "pendingVerification",
        "predictionFrom",
        "recentPatterns",
        "storedScreenshots",
        "successRate",
        "totalPatterns",
        "verifiedPatterns",
      ].sort(),
    );
    expect(body).toMatchObject({
      learningPhase: "memorizing",
      totalPatterns: 4,
      pendingVerification: 1,
      verifiedPatterns: 3,
      patternsByType: { breakout: 3, death_cross: 1 },
      patternsByDirection: { BULLISH: 3, BEARISH: 1 },
    });
    const successes = body.recentPatterns.filter((p: { targetReached: boolean | null }) => p.targetReached).length;
    expect(body.successRate).toBe(Math.round((successes / 3) * 1000) / 10);
    expect(body.recentPatterns[0]).toEqual({
      id: expect.any(String),
      ticker: "MSFT",
      patternType: "breakout",
      patternDirection: "BULLISH",
      confidence: 62,
      verifiedAt: null,
      targetReached: null,
      detectedAt: expect.any(String),
    });
    const breakout = body.hitRatesByType.find((h: { patternType: string }) => h.patternType === "breakout");
    expect(breakout).toMatchObject({ cases: 2 });
  });
});

describe("verified hit rates in an analysis", () => {
  beforeEach(clear);

  async function seedVerified(n: number, successes: number) {
    const db = await getDb();
    await db.insert(patternObservations).values(
      Array.from({ length: n }, (_, i) => ({
        symbol: "AAPL",
        patternType: "breakout",
        direction: "BULLISH" as const,
        confidence: 60,
        priceAtDetection: 100,
        targetPrice: 105,
        invalidationPrice: 95,
        interval: "1d",
        detectedAt: new Date(now.getTime() - (40 + i) * DAY),
        verifiedAt: now,
        targetReached: i < successes,
        outcome: i < successes ? ("target" as const) : ("expired" as const),
      })),
    );
  }
  const sentence = async () => {
    const [p] = await withVerifiedRecords(await getDb(), "1d", [{ type: "breakout" }]);
    return hitRateSentence(p.verified!);
  };

  it("says the sample is too small at 29 verified cases and states rate, size and interval at 30", async () => {
    await seedVerified(29, 16);
    expect(await sentence()).toBe(
      "On the daily chart this pattern has 29 verified cases so far: the sample is too small to state a hit rate (30 needed).",
    );
    await seedVerified(1, 1);
    expect(await sentence()).toBe(
      "On the daily chart this pattern reached its target in 57% of 30 verified cases, 95% CI 39-73%.",
    );
  });

  it("counts only verified cases of the same interval", async () => {
    await seedVerified(30, 15);
    const [other] = await withVerifiedRecords(await getDb(), "15m", [{ type: "breakout" }]);
    expect(other.verified).toMatchObject({ cases: 0, rate: null });
  });
});

describe("an analysis carries the verified record of its patterns", () => {
  beforeEach(clear);

  it("attaches the daily-chart record of the pattern type to a swing analysis (NVDA shows a bearish engulfing at this time)", async () => {
    const at = new Date("2026-03-10T15:30:00Z");
    const db = await getDb();
    await db.insert(patternObservations).values(
      Array.from({ length: 30 }, (_, i) => ({
        symbol: "MSFT",
        patternType: "bearish_engulfing",
        direction: "BEARISH" as const,
        confidence: 60,
        priceAtDetection: 100,
        targetPrice: 96,
        invalidationPrice: 102,
        interval: "1d",
        detectedAt: new Date(at.getTime() - (40 + i) * DAY),
        verifiedAt: at,
        targetReached: i < 12,
        outcome: i < 12 ? ("target" as const) : ("invalidated" as const),
      })),
    );
    const user = await createUser({ tokensRemaining: 3 });
    const input = createAnalysisSchema.parse({
      budget: "5000",
      profit: "5",
      profitType: "%",
      riskPercentage: "2",
      leverage: "20",
      investmentType: "swing",
      ticker: "NVDA",
    });
    const deps = {
      db,
      market: createDemoMarket(() => at),
      ai: builtinAi,
      storage: databaseStorage,
      patterns: patternMemory,
      ledger: callLedger,
      now: () => at,
    };
    const result = await createAnalysis(deps, user, { input, files: [], progressId: null });
    const pattern = result.enhancedAnalysis.patternAnalysis.patterns.find((p) => p.type === "bearish_engulfing");
    expect(pattern?.verified).toEqual({ interval: "1d", cases: 30, successes: 12, rate: 40, low: 24.6, high: 57.7 });
    expect(hitRateSentence(pattern!.verified!)).toBe(
      "On the daily chart this pattern reached its target in 40% of 30 verified cases, 95% CI 25-58%.",
    );
    // and it is recorded as a new daily observation with its written levels
    const [obs] = await db.select().from(patternObservations).where(eq(patternObservations.analysisId, result.id));
    expect(obs).toMatchObject({ interval: "1d", verifiedAt: null });
    expect(obs.invalidationPrice).toBeGreaterThan(obs.priceAtDetection);
  });
});
