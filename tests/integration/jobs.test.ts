import { getDb } from "@/lib/db/client";
import { takeLease, releaseLease } from "@/lib/jobs/lease";
import { useTestDb } from "../helpers/db";
import { getRequest, params } from "../helpers/request";
import { createUser, reloadUser } from "../helpers/users";

useTestDb();

// env.ts reads CRON_SECRET once, at import: set it before the route module loads.
const SECRET = "cron-secret-for-tests-0123456789";
let cron: typeof import("@/app/api/cron/[job]/route");
beforeAll(async () => {
  process.env.CRON_SECRET = SECRET;
  cron = await import("@/app/api/cron/[job]/route");
});

const runCron = (job: string, auth?: string) =>
  cron.GET(getRequest(`/api/cron/${job}`, undefined, auth ? { authorization: auth } : {}), params({ job }));

describe("job lease", () => {
  it("lets one caller hold a job at a time and frees it on release", async () => {
    const db = await getDb();
    const now = new Date();
    const results = await Promise.all([takeLease(db, "lease-test", now), takeLease(db, "lease-test", now)]);
    expect(results.sort()).toEqual([false, true]);
    await releaseLease(db, "lease-test", new Date(), { ok: true });
    expect(await takeLease(db, "lease-test", new Date())).toBe(true);
  });

  it("takes over a lease that lapsed (a crashed run)", async () => {
    const db = await getDb();
    const now = new Date();
    expect(await takeLease(db, "crashed", now, { leaseMs: 1000 })).toBe(true);
    expect(await takeLease(db, "crashed", new Date(now.getTime() + 500))).toBe(false);
    expect(await takeLease(db, "crashed", new Date(now.getTime() + 2000))).toBe(true);
  });

  it("skips a job that is not due yet in scheduler mode", async () => {
    const db = await getDb();
    const now = new Date();
    expect(await takeLease(db, "hourly", now, { dueAfterMs: 3_600_000 })).toBe(true);
    await releaseLease(db, "hourly", now, {});
    expect(await takeLease(db, "hourly", new Date(now.getTime() + 60_000), { dueAfterMs: 3_600_000 })).toBe(false);
    expect(await takeLease(db, "hourly", new Date(now.getTime() + 3_600_000), { dueAfterMs: 3_600_000 })).toBe(true);
  });
});

describe("GET /api/cron/{job}", () => {
  it("answers 401 without the bearer secret or with a wrong one", async () => {
    expect((await runCron("monthly-refill")).status).toBe(401);
    expect((await runCron("monthly-refill", "Bearer wrong")).status).toBe(401);
    expect((await runCron("monthly-refill", SECRET)).status).toBe(401);
  });

  it("answers 404 for an unknown job", async () => {
    expect((await runCron("no-such-job", `Bearer ${SECRET}`)).status).toBe(404);
  });

  it("runs the monthly refill with the secret", async () => {
    const user = await createUser({ tokensRemaining: 1, tokensRefilledAt: new Date(Date.now() - 40 * 86_400_000) });
    const res = await runCron("monthly-refill", `Bearer ${SECRET}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ job: "monthly-refill", status: "ran", result: { refilled: 1 } });
    expect((await reloadUser(user.id)).tokensRemaining).toBe(50);
  });
});

describe("runJob", () => {
  it("records a failing job's error and frees its lease for the next run", async () => {
    const { runJob } = await import("@/lib/jobs/run-job");
    const failing = { name: "failing", everyMs: 60_000, run: async () => Promise.reject(new Error("provider down")) };
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await runJob(failing)).toMatchObject({ status: "failed", error: "provider down" });
    spy.mockRestore();
    const ok = { ...failing, run: async () => ({ done: true }) };
    expect(await runJob(ok)).toMatchObject({ status: "ran", result: { done: true } });
  });
});

describe("GET /api/cron/outcomes on the demo market", () => {
  it("resolves a month-old BUY call from real candles and leaves WAIT alone", async () => {
    const { marketData } = await import("@/lib/providers/market");
    const { insertAnalysis } = await import("./dashboard-fixtures");
    const { analysisOutcomes } = await import("@/lib/track-record/tables");
    const { resolveCall } = await import("@/lib/track-record/resolve");
    const { CLOSED_SLACK_MS, windowFor } = await import("@/lib/outcome-rules/windows");
    const user = await createUser();
    // A fixed past moment: the swing window (21 days) has long closed, so the outcome depends only
    // on the demo candles after it, never on the day the test runs.
    const createdAt = new Date("2026-03-02T15:00:00Z");
    const bars = await marketData.candles({
      symbol: "AAPL",
      interval: "1h",
      from: createdAt,
      to: new Date(createdAt.getTime() + 5 * 86_400_000),
    });
    const entry = bars[0].open;
    const call = {
      direction: "BUY" as const,
      entry,
      stop: entry * 0.97,
      target: entry * 1.03,
      createdAt,
      investmentType: "swing",
    };
    const buy = await insertAnalysis(user.id, {
      createdAt,
      entryPrice: call.entry,
      stopLoss: call.stop,
      takeProfit1: call.target,
    });
    const wait = await insertAnalysis(user.id, { createdAt, recommendation: "WAIT" });

    const res = await runCron("outcomes", `Bearer ${SECRET}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ job: "outcomes", status: "ran" });

    // The expected outcome, from the same demo candles and rule book the job uses.
    const { days, interval } = windowFor("swing");
    const candles = await marketData.candles({
      symbol: "AAPL",
      interval,
      from: createdAt,
      to: new Date(createdAt.getTime() + days * 86_400_000 + CLOSED_SLACK_MS),
    });
    const expected = resolveCall(call, candles, new Date());
    expect(expected.status).not.toBe("open");
    const db = await getDb();
    const rows = await db.select().from(analysisOutcomes);
    const mine = rows.find((r) => r.analysisId === buy.id);
    expect(mine).toMatchObject({ status: expected.status, resolvedAt: expected.resolvedAt });
    expect(mine!.exitPrice).toBeCloseTo(expected.exitPrice!, 6);
    if (expected.status === "win") expect(mine!.exitPrice).toBeGreaterThanOrEqual(call.target - 1e-9);
    if (expected.status === "loss") expect(mine!.exitPrice).toBeLessThanOrEqual(call.stop + 1e-9);
    expect(rows.find((r) => r.analysisId === wait.id)).toBeUndefined();
  });
});
