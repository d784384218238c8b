import { GET as analytics } from "@/app/api/dashboard/analytics/route";
import { GET as activity } from "@/app/api/dashboard/activity/route";
import { POST as startTrial } from "@/app/api/auth/start-trial/route";
import { useTestDb } from "../helpers/db";
import { getRequest, jsonRequest } from "../helpers/request";
import { createUser } from "../helpers/users";
import { insertAnalysis, setOutcome } from "./dashboard-fixtures";

useTestDb();

describe("GET /api/dashboard/analytics", () => {
  it("refuses a signed-out visitor", async () => {
    expect((await analytics(getRequest("/api/dashboard/analytics"))).status).toBe(401);
  });

  it("is all zeros for a new user", async () => {
    const user = await createUser();
    const res = await analytics(getRequest("/api/dashboard/analytics", user.cookie));
    expect(await res.json()).toMatchObject({
      currentMonthAnalyses: 0,
      mostAnalyzedSymbol: null,
      totalAnalyses: 0,
      bullishCount: 0,
      bearishCount: 0,
      successful: 0,
      failed: 0,
      winRate: 0,
      avgPotentialProfit: 0,
      avgPotentialLoss: 0,
    });
  });

  it("counts the user's own analyses and resolved outcomes only", async () => {
    const user = await createUser();
    const other = await createUser();
    const lastYear = new Date(Date.now() - 400 * 86_400_000);
    const a = await insertAnalysis(user.id, { symbol: "MSFT" });
    const b = await insertAnalysis(user.id, {
      symbol: "MSFT",
      recommendation: "SELL",
      stopLoss: 105,
      takeProfit1: 80,
      takeProfit2: 70,
    });
    const c = await insertAnalysis(user.id, { symbol: "AAPL", createdAt: lastYear });
    await insertAnalysis(user.id, { symbol: "TSLA", recommendation: "WAIT" });
    await insertAnalysis(other.id, { symbol: "TSLA" });
    await setOutcome(a.id, "win");
    await setOutcome(b.id, "loss", "win");
    await setOutcome(c.id, "win");

    const body = await (await analytics(getRequest("/api/dashboard/analytics", user.cookie))).json();
    expect(body).toMatchObject({
      totalAnalyses: 4,
      currentMonthAnalyses: 3,
      mostAnalyzedSymbol: { symbol: "MSFT", count: 2 },
      bullishCount: 2,
      bearishCount: 1,
      successful: 2,
      failed: 1,
      winRate: 66.7,
      baselineWinRate: 100,
    });
    // TP1 distances 10%, 20%, 10% -> 13.33; stop distances 5% each.
    expect(body.avgPotentialProfit).toBeCloseTo(13.33, 2);
    expect(body.avgPotentialLoss).toBe(5);
  });
});

describe("GET /api/dashboard/activity", () => {
  it("lists the user's latest actions, newest first", async () => {
    const user = await createUser();
    await startTrial(jsonRequest("/api/auth/start-trial", {}, { cookie: user.cookie }));
    const body = await (await activity(getRequest("/api/dashboard/activity", user.cookie))).json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      kind: "trial_started",
      description: "Started the 7-day free trial with 100 tokens",
    });
  });
});

describe("market-backed dashboard widgets on the demo market", () => {
  it("serves risk exposure and market insights to a signed-in user, 401 otherwise", async () => {
    const { GET: risk } = await import("@/app/api/dashboard/risk-management/route");
    const { GET: insights } = await import("@/app/api/dashboard/market-insights/route");
    expect((await risk(getRequest("/api/dashboard/risk-management"))).status).toBe(401);
    expect((await insights(getRequest("/api/dashboard/market-insights"))).status).toBe(401);

    const user = await createUser();
    await insertAnalysis(user.id, { symbol: "MSFT" });
    const riskBody = await (await risk(getRequest("/api/dashboard/risk-management", user.cookie))).json();
    expect(riskBody.source).toBe("demo");
    expect(riskBody.openCalls).toHaveLength(1);
    expect(riskBody.openCalls[0].currentPrice).toBeGreaterThan(0);

    const body = await (await insights(getRequest("/api/dashboard/market-insights", user.cookie))).json();
    expect(body.source).toBe("demo");
    expect(body.symbols[0].symbol).toBe("MSFT");
    expect(body.symbols).toHaveLength(6);
    expect(body.symbols.every((s: { price: number }) => s.price > 0)).toBe(true);
  });
});
