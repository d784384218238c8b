import { eq } from "drizzle-orm";
import { GET } from "@/app/api/dashboard/trade-ideas/route";
import { tradeIdeas } from "@/lib/ideas/tables";
import { jobRuns } from "@/lib/system/tables";
import { useTestDb } from "../helpers/db";
import { getRequest } from "../helpers/request";
import { createUser } from "../helpers/users";

const { db } = useTestDb();
const DAY = 86_400_000;
const get = (cookie?: string, query = "") => GET(getRequest(`/api/dashboard/trade-ideas${query}`, cookie));
const FIELDS = [
  "ticker",
  "symbol",
  "tradingType",
  "investmentType",
  "timeFrame",
  "timeframe",
  "tradeDirection",
  "sentiment",
  "confidence",
  "entry",
  "entryPrice",
  "takeProfit",
  "stopLoss",
  "asset",
  "recommendedBudget",
  "leverage",
  "winRate",
  "profitTarget",
  "riskLevel",
  "riskReward",
  "rsi",
  "trend",
  "volume",
  "generatedAtLocal",
];

// The demo market moves with time: pin the clock (Date only; timers stay real) to a US session
// hour on a fixed weekday, so the scan sees the same candles on every run.
const NOW = new Date("2026-03-04T16:00:00Z");
beforeAll(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      "nextTick",
      "setImmediate",
      "clearImmediate",
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "queueMicrotask",
      "hrtime",
      "performance",
    ],
  });
});
afterAll(() => jest.useRealTimers());

/** A BUY risks below the entry and aims above it; a SELL the other way round. */
function expectOrderedLevels(idea: {
  tradeDirection: string;
  stopLoss: number;
  entryPrice: number;
  takeProfit: number;
}) {
  const [low, high] =
    idea.tradeDirection === "BUY" ? [idea.stopLoss, idea.takeProfit] : [idea.takeProfit, idea.stopLoss];
  expect(["BUY", "SELL"]).toContain(idea.tradeDirection);
  expect(low).toBeLessThan(idea.entryPrice);
  expect(idea.entryPrice).toBeLessThan(high);
}

/** Pretends the last scan started `minutesAgo`, so the force cooldown can be crossed without waiting. */
async function lastScanStarted(minutesAgo: number) {
  await (
    await db()
  )
    .update(jobRuns)
    .set({ lastStartedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(jobRuns.name, "trade-ideas"));
}

describe("GET /api/dashboard/trade-ideas", () => {
  it("answers 401 signed out and 403 for free users and expired trials", async () => {
    expect((await get()).status).toBe(401);
    const free = await createUser();
    const refused = await get(free.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/PRO plan or an active trial/);
    const expired = await createUser({
      plan: "trial",
      trialStartedAt: new Date(Date.now() - 9 * DAY),
      trialEndsAt: new Date(Date.now() - 2 * DAY),
    });
    expect((await get(expired.cookie)).status).toBe(403);
  });

  it("generates the first batch on demand with every field of the spec, then serves it unchanged", async () => {
    const pro = await createUser({ plan: "pro" });
    const res = await get(pro.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totalIdeas).toBe(body.ideas.length);
    expect(body.disclaimer).toMatch(/not financial advice/);
    expect(body.source).toBe("demo");
    expect(body.ideas.length).toBeGreaterThan(0);
    for (const idea of body.ideas) {
      for (const field of FIELDS) expect(idea).toHaveProperty(field);
      expectOrderedLevels(idea);
      expect(idea.entry).toBe(idea.entryPrice);
      expect(idea.confidence).toBeGreaterThanOrEqual(50);
      expect(idea.riskReward).toBeGreaterThanOrEqual(1.5);
    }
    const stored = await (await db()).select().from(tradeIdeas);
    expect(stored).toHaveLength(body.totalIdeas);

    const trial = await createUser({
      plan: "trial",
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 7 * DAY),
    });
    expect(await (await get(trial.cookie)).json()).toEqual(body);
    expect(await (await db()).select().from(tradeIdeas)).toHaveLength(stored.length);
  }, 60_000);

  it("regenerates on ?force=true, at most once per 5 minutes, with a clear 429", async () => {
    const pro = await createUser({ plan: "pro" });
    await get(pro.cookie); // make sure a first scan exists
    const early = await get(pro.cookie, "?force=true");
    expect(early.status).toBe(429);
    expect((await early.json()).message).toMatch(/You can generate new ones again in \d+ minutes?/);

    await lastScanStarted(6);
    const forced = await get(pro.cookie, "?force=true");
    expect(forced.status).toBe(200);
    const body = await forced.json();
    expect(body.totalIdeas).toBe(body.ideas.length);
    const [run] = await (await db()).select().from(jobRuns).where(eq(jobRuns.name, "trade-ideas"));
    expect(run.lastResult).toMatchObject({ ideas: body.totalIdeas });
    expect(body.totalIdeas).toBeGreaterThan(0);
    expect(body.ideas[0].generatedAt).toBe(body.generatedAt);
    body.ideas.forEach(expectOrderedLevels);

    expect((await get(pro.cookie, "?force=true")).status).toBe(429);
  }, 60_000);
});
