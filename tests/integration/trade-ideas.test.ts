import { eq } from "drizzle-orm";
import { GET } from "@/app/api/dashboard/trade-ideas/route";
import { generateIdeas } from "@/lib/ideas/generate";
import { FORCE_COOLDOWN_MS, forceIdeas, latestIdeas } from "@/lib/ideas/service";
import { tradeIdeas } from "@/lib/ideas/tables";
import { releaseLease, takeLease } from "@/lib/jobs/lease";
import { marketData } from "@/lib/providers/market";
import { LIMITS } from "@/lib/rate-limit/registry";
import { jobRuns } from "@/lib/system/tables";
import { useTestDb } from "../helpers/db";
import { getRequest } from "../helpers/request";
import { createUser } from "../helpers/users";
import { successBreakEven } from "@/lib/analysis/engine/edge";

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
// hour on a fixed weekday, so the scan sees the same candles on every run. The hour is one at which
// the calibrated scan still offers an idea (most hours of the demo market now offer none).
const NOW = new Date("2026-03-04T18:00:00Z");
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
      // The shown probability is calibrated on real history: an idea needs a positive
      // expectancy at it, i.e. above the break-even of a call exiting at TP1 or the stop.
      expect(idea.confidence).toBeGreaterThan(successBreakEven(idea.riskReward));
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

  it("regenerates on ?force=true once the last scan is 5 minutes old, with the new batch and its time", async () => {
    const pro = await createUser({ plan: "pro" });
    await get(pro.cookie); // make sure a first scan exists
    await lastScanStarted(6);
    const forced = await get(pro.cookie, "?force=true");
    expect(forced.status).toBe(200);
    const body = await forced.json();
    expect(body.fresh).toBe(true);
    expect(body.generating).toBe(false);
    expect(body.nextRefreshAt).toBe(new Date(NOW.getTime() + FORCE_COOLDOWN_MS).toISOString());
    expect(body.totalIdeas).toBe(body.ideas.length);
    const [run] = await (await db()).select().from(jobRuns).where(eq(jobRuns.name, "trade-ideas"));
    expect(run.lastResult).toMatchObject({ ideas: body.totalIdeas });
    expect(body.totalIdeas).toBeGreaterThan(0);
    expect(body.ideas[0].generatedAt).toBe(body.generatedAt);
    expect(body.generatedAt).toBe(NOW.toISOString());
    body.ideas.forEach(expectOrderedLevels);
  }, 60_000);

  it("answers a force right after another user's with the same fresh ideas, not a 429", async () => {
    await lastScanStarted(6);
    const a = await createUser({ plan: "pro" });
    const first = await (await get(a.cookie, "?force=true")).json();
    expect(first.fresh).toBe(true);
    const batches = await (await db()).selectDistinct({ batchId: tradeIdeas.batchId }).from(tradeIdeas);

    const b = await createUser({
      plan: "trial",
      trialStartedAt: new Date(NOW.getTime() - DAY),
      trialEndsAt: new Date(NOW.getTime() + 6 * DAY),
    });
    const res = await get(b.cookie, "?force=true");
    expect(res.status).toBe(200);
    const second = await res.json();
    expect(second).toMatchObject({ fresh: false, generating: false, nextRefreshAt: first.nextRefreshAt });
    expect(second.generatedAt).toBe(first.generatedAt);
    expect(second.ideas).toEqual(first.ideas);
    // No second scan: the same batches are stored.
    expect(await (await db()).selectDistinct({ batchId: tradeIdeas.batchId }).from(tradeIdeas)).toHaveLength(
      batches.length,
    );
  }, 60_000);

  it("refuses a user's sixth force within 10 minutes with a sentence and Retry-After; others are unaffected", async () => {
    const pro = await createUser({ plan: "pro" });
    await get(pro.cookie);
    for (let i = 0; i < LIMITS.ideasForceUser.points; i++)
      expect((await get(pro.cookie, "?force=true")).status).toBe(200);
    const refused = await get(pro.cookie, "?force=true");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBe(10 * 60);
    expect((await refused.json()).message).toBe(
      "You have asked for fresh trade ideas 5 times in 10 minutes. Please try again in 10 minutes; the ideas on the dashboard are the latest ones meanwhile.",
    );
    // The plain list is not counted, and another user still may force.
    expect((await get(pro.cookie)).status).toBe(200);
    const other = await createUser({ plan: "pro" });
    expect((await get(other.cookie, "?force=true")).status).toBe(200);
  }, 60_000);
});

describe("forceIdeas (pinned time)", () => {
  // Minutes after NOW, within the demo market's 30-minute bar-age rule (its candles follow the pinned clock).
  const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

  it("runs a new scan once the cooldown has passed, and reuses the recent one before", async () => {
    const d = await db();
    const base = await forceIdeas(d, at(5));
    expect(base.fresh).toBe(true);
    const early = await forceIdeas(d, at(9));
    expect(early).toMatchObject({ fresh: false, generatedAt: base.generatedAt, nextRefreshAt: at(10).toISOString() });

    const later = await forceIdeas(d, at(10));
    expect(later.fresh).toBe(true);
    expect(later.generatedAt).toBe(at(10).toISOString());
    expect(later.nextRefreshAt).toBe(at(15).toISOString());
    const [run] = await d.select().from(jobRuns).where(eq(jobRuns.name, "trade-ideas"));
    expect(run.lastStartedAt).toEqual(at(10));
  }, 60_000);

  it("waits for a scan running elsewhere and answers with its ideas", async () => {
    const d = await db();
    const start = at(11);
    expect(await takeLease(d, "trade-ideas", start)).toBe(true); // another instance starts a scan
    // While it runs, the plain list says so (the dashboard polls until the batch lands).
    expect((await latestIdeas(d, start)).generating).toBe(true);
    const elsewhere = generateIdeas(d, marketData, start).then((summary) =>
      releaseLease(d, "trade-ideas", new Date(), summary),
    );
    const answer = await forceIdeas(d, at(12));
    await elsewhere;
    expect(answer).toMatchObject({ fresh: false, generating: false, generatedAt: start.toISOString() });
    expect(answer.nextRefreshAt).toBe(at(16).toISOString());
    expect(answer.ideas).toEqual((await latestIdeas(d, at(12))).ideas);
  }, 60_000);

  it("stops waiting after the bound and answers with the current ideas marked generating", async () => {
    const d = await db();
    const current = await latestIdeas(d, at(13));
    expect(await takeLease(d, "trade-ideas", at(13))).toBe(true); // a scan that takes long (or crashed)
    const answer = await forceIdeas(d, at(14), { waitMs: 1_200 });
    expect(answer).toMatchObject({ fresh: false, generating: true, generatedAt: current.generatedAt });
    expect(answer.ideas).toEqual(current.ideas);
  }, 60_000);
});
