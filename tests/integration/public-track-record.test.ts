import { getDb } from "@/lib/db/client";
import { analysisOutcomes, outcomeBaselines } from "@/lib/track-record/tables";
import { loadPublicTrackRecord, MIN_RESOLVED_FOR_PUBLIC } from "@/lib/track-record/public-stats";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { insertAnalysis } from "../helpers/analyses";

useTestDb();

async function call(userId: string, status: "open" | "win" | "loss" | "expired", baseline?: "win" | "loss") {
  const db = await getDb();
  const a = await insertAnalysis(userId, {
    entryPrice: 1,
    stopLoss: 0.9,
    takeProfit1: 1.1,
    takeProfit2: 1.2,
    successProbability: 60,
    riskPercentage: 1,
    budget: 100,
  });
  await db.insert(analysisOutcomes).values({ analysisId: a.id, status });
  if (baseline) await db.insert(outcomeBaselines).values({ analysisId: a.id, status: baseline });
}

describe("the landing page's track record", () => {
  it("counts every user's resolved calls and the baseline, and is 'enough' only from the threshold", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await call(a.id, "win", "loss");
    await call(b.id, "loss", "win");
    await call(b.id, "win", "win");
    await call(a.id, "open");
    await call(a.id, "expired");
    const few = await loadPublicTrackRecord(await getDb());
    // An expired call did not reach its target in time: resolved, and not won.
    expect(few).toEqual({
      resolved: 4,
      wins: 2,
      losses: 2,
      open: 1,
      winRate: 50,
      baselineWinRate: 66.7,
      enough: false,
    });

    for (let i = few.resolved; i < MIN_RESOLVED_FOR_PUBLIC; i++) await call(a.id, i % 2 ? "win" : "loss");
    const enough = await loadPublicTrackRecord(await getDb());
    expect(enough.resolved).toBe(MIN_RESOLVED_FOR_PUBLIC);
    expect(enough.enough).toBe(true);
  });
});
