import { mkdir, mkdtemp, readdir, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { analysisImages, analysisProgress } from "@/lib/analysis/tables";
import { billingCustomers } from "@/lib/billing/tables";
import { emailOutbox } from "@/lib/email/tables";
import { takeLease } from "@/lib/jobs/lease";
import { AppError } from "@/lib/errors";
import { builtinAi } from "@/lib/providers/ai/builtin";
import { createDemoMarket } from "@/lib/providers/market/demo";
import type { MarketData } from "@/lib/providers/market/types";
import { flushProviderCalls } from "@/lib/providers/metering/call-meter";
import { meterMarket } from "@/lib/providers/metering/metered";
import { rateLimits } from "@/lib/rate-limit/tables";
import { runCleanup } from "@/lib/system/cleanup";
import { systemHealth } from "@/lib/system/health";
import { providerProbes } from "@/lib/quality/probes";
import { ERROR_RATE_WARNING } from "@/lib/system/thresholds";
import { providerCalls, providerState } from "@/lib/providers/tables";
import { useTestDb } from "../helpers/db";
import { getRequest, jsonRequest, params } from "../helpers/request";
import { createUser } from "../helpers/users";
import { insertAnalysis } from "../helpers/analyses";

useTestDb();

import * as health from "@/app/api/system/health/route";
import * as cleanup from "@/app/api/system/cleanup/route";
import * as testAi from "@/app/api/system/test-together-ai/route";
import * as testMarket from "@/app/api/system/test-yahoo-finance/route";
import { MEMORY_CRITICAL_MB, MEMORY_WARNING_MB } from "@/lib/system/thresholds";

const demo = createDemoMarket();
const down: MarketData = {
  ...demo,
  source: "yahoo",
  quotes: async () => {
    throw new Error("fetch failed: https://query1.finance.yahoo.com/v7/finance/quote?crumb=SECRETCRUMB123");
  },
  candles: async () => {
    throw new Error("503 Service Unavailable");
  },
};

describe("GET /api/system/health", () => {
  it("answers 401 signed out and 403 for a non-admin", async () => {
    const user = await createUser();
    expect((await health.GET(getRequest("/api/system/health"), params({}))).status).toBe(401);
    const denied = await health.GET(getRequest("/api/system/health", user.cookie), params({}));
    expect(denied.status).toBe(403);
    expect((await denied.json()).message).toBe("Access Denied - Admin privileges required");
  });

  it("measures the offline setup honestly: in-process providers operational, no outbound calls", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await health.GET(getRequest("/api/system/health", admin.cookie), params({}));
    expect(res.status).toBe(200);
    const body = await res.json();
    // The only figure that can raise the alert here is this process's memory, and a test runner's
    // resident set may pass the thresholds (Jest with many suites loaded): expect what it implies.
    const mb = body.metrics.memoryUsage;
    const expectedLevel = mb > MEMORY_CRITICAL_MB ? "critical" : mb > MEMORY_WARNING_MB ? "warning" : "normal";
    expect(body).toMatchObject({
      healthy: expectedLevel !== "critical",
      metrics: { alertLevel: expectedLevel, apiCallsToday: 0, apiCallLimit: 1000 },
    });
    // This process's resident set, in MB (it moves a little between the two readings).
    expect(Math.abs(body.metrics.memoryUsage - process.memoryUsage().rss / 1_048_576)).toBeLessThan(64);
    expect(body.metrics.yahooFinance).toMatchObject({
      provider: "demo",
      apiHealth: "operational",
      inProcess: true,
      testSymbol: "AAPL",
    });
    expect(body.metrics.yahooFinance.testPrice).toBeGreaterThan(0);
    expect(body.metrics.togetherAI).toMatchObject({ provider: "builtin", apiHealth: "operational", inProcess: true });
    expect(body.metrics.cleanupRecommendation).toMatch(/has not run yet/);
    expect(body.recommendations.length).toBeGreaterThan(0);
    // The error-rate chart starts at this server's start (no call was counted before it): every
    // hour it plots ends after the process started, and the current hour is the last one.
    const started = Date.now() - process.uptime() * 1000;
    const hours: { hour: string; calls: number }[] = body.history.errorRate;
    expect(hours.length).toBeGreaterThanOrEqual(1);
    expect(hours.length).toBeLessThanOrEqual(12);
    for (const h of hours) expect(new Date(h.hour).getTime() + 3_600_000).toBeGreaterThan(started - 1000);
    expect(new Date(hours.at(-1)!.hour).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
  });

  it("turns a provider that is down into apiHealth down, a higher error rate and a critical alert, with sanitised errors", async () => {
    const db = await getDb();
    await db.delete(providerCalls);
    await db.delete(providerState);
    const market = meterMarket(down);
    const before = await systemHealth({
      db,
      market: meterMarket(demo),
      cachedMarket: demo,
      ai: builtinAi,
      probes: providerProbes,
      now: new Date(),
    });
    expect(before.metrics.errorRate).toBe(0);
    await db.delete(providerState);
    for (let i = 0; i < 5; i++) await market.quotes(["AAPL"]).catch(() => undefined);
    const after = await systemHealth({
      db,
      market,
      cachedMarket: demo,
      ai: builtinAi,
      probes: providerProbes,
      now: new Date(),
    });
    expect(after.metrics.yahooFinance.apiHealth).toBe("down");
    expect(after.metrics.errorRate).toBeGreaterThan(ERROR_RATE_WARNING);
    expect(after.metrics.apiCallsToday).toBeGreaterThanOrEqual(5); // outbound: the yahoo-named provider
    expect(after.metrics.alertLevel).toBe("critical");
    expect(after.healthy).toBe(false);
    expect(after.metrics.yahooFinance.errorMessage).not.toContain("SECRETCRUMB123");
  });

  it("counts provider calls in the database in batches", async () => {
    const db = await getDb();
    await db.delete(providerCalls);
    const market = meterMarket(demo);
    await Promise.all([
      market.quotes(["AAPL"]),
      market.quotes(["MSFT"]),
      market.resolve("NOPE").catch(() => undefined),
    ]);
    expect(await db.select().from(providerCalls)).toHaveLength(0); // nothing written per call
    await flushProviderCalls();
    const [row] = await db.select().from(providerCalls).where(eq(providerCalls.provider, "market:demo"));
    expect(row).toMatchObject({ calls: 3, failures: 0 }); // an unknown ticker is an answer, not a failure
  });
});

describe("provider round trips", () => {
  it("tests the configured market and AI providers for an admin only", async () => {
    const user = await createUser();
    const admin = await createUser({ role: "admin" });
    expect((await testMarket.GET(getRequest("/x"), params({}))).status).toBe(401);
    expect((await testAi.GET(getRequest("/x", user.cookie), params({}))).status).toBe(403);
    const m = await (
      await testMarket.GET(getRequest("/api/system/test-yahoo-finance", admin.cookie), params({}))
    ).json();
    expect(m).toMatchObject({ success: true, apiHealth: "operational", testSymbol: "AAPL" });
    expect(m.testPrice).toBeGreaterThan(0);
    const a = await (await testAi.GET(getRequest("/api/system/test-together-ai", admin.cookie), params({}))).json();
    expect(a).toMatchObject({ success: true, apiHealth: "operational", engine: "builtin" });
    expect(a.responseTime).toBeGreaterThanOrEqual(0);
  });
});

describe("cleanup", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const H = 3_600_000;

  it("removes exactly what is stale", async () => {
    const db = await getDb();
    const u1 = await createUser();
    const u2 = await createUser();
    const u3 = await createUser();
    const u4 = await createUser();
    await db.insert(analysisProgress).values([
      { id: "old-progress", userId: u1.id, stage: "done", updatedAt: ago(11 * 60_000) },
      { id: "live-progress", userId: u1.id, stage: "writing", updatedAt: ago(60_000) },
    ]);
    await db.insert(rateLimits).values([
      { key: "cleanup:expired", points: 3, expire: ago(1000) },
      { key: "cleanup:live", points: 1, expire: new Date(now.getTime() + 60_000) },
    ]);
    await db.insert(billingCustomers).values([
      {
        userId: u1.id,
        stripeCustomerId: `demo_cus_${u1.id}`,
        subscriptionId: "demo_sub_a",
        status: "incomplete",
        updatedAt: ago(25 * H),
      },
      {
        userId: u2.id,
        stripeCustomerId: `demo_cus_${u2.id}`,
        subscriptionId: "demo_sub_b",
        status: "incomplete",
        updatedAt: ago(2 * H),
      },
      {
        userId: u3.id,
        stripeCustomerId: "cus_real",
        subscriptionId: "sub_real",
        status: "incomplete",
        updatedAt: ago(30 * H),
      },
      {
        userId: u4.id,
        stripeCustomerId: `demo_cus_${u4.id}`,
        subscriptionId: "demo_sub_d",
        status: "active",
        updatedAt: ago(90 * 24 * H),
      },
    ]);
    await db.insert(emailOutbox).values([
      {
        recipient: "a@example.com",
        subject: "old sent",
        body: "x",
        status: "sent",
        createdAt: ago(100 * 24 * H),
        sentAt: ago(100 * 24 * H),
      },
      { recipient: "b@example.com", subject: "old logged", body: "x", status: "logged", createdAt: ago(91 * 24 * H) },
      {
        recipient: "c@example.com",
        subject: "new sent",
        body: "x",
        status: "sent",
        createdAt: ago(89 * 24 * H),
        sentAt: ago(89 * 24 * H),
      },
      { recipient: "d@example.com", subject: "old failed", body: "x", status: "failed", createdAt: ago(40 * 24 * H) },
      { recipient: "e@example.com", subject: "old queued", body: "x", status: "queued", createdAt: ago(40 * 24 * H) },
    ]);
    await db.insert(providerCalls).values([
      { minute: ago(9 * 24 * H), provider: "market:demo", calls: 4, failures: 0 },
      { minute: ago(H), provider: "market:demo", calls: 2, failures: 0 },
    ]);
    // Screenshots on disk: one referenced, one orphan old enough, one orphan just written.
    const root = await mkdtemp(path.join(tmpdir(), "cw-shots-"));
    await mkdir(path.join(root, "ab"));
    for (const f of ["used.jpg", "orphan.jpg", "fresh.jpg"]) await writeFile(path.join(root, "ab", f), "jpeg");
    for (const f of ["used.jpg", "orphan.jpg"]) await utimes(path.join(root, "ab", f), ago(2 * H), ago(2 * H));
    await utimes(path.join(root, "ab", "fresh.jpg"), ago(60_000), ago(60_000));
    const analysis = await insertAnalysis(u1.id);
    await db.insert(analysisImages).values({
      analysisId: analysis.id,
      role: "chart",
      mime: "image/jpeg",
      storageKey: "ab/used.jpg",
      size: 4,
      sha256: "x",
    });

    const result = await runCleanup(db, now, { screenshotRoot: root });
    expect(result.removed).toEqual({
      analysisProgress: 1,
      rateLimits: 1,
      pendingPayments: 2,
      screenshots: 1,
      outboxEmails: 2,
      providerCallRows: 1,
    });
    expect(result.total).toBe(8);
    expect((await db.select().from(analysisProgress)).map((r) => r.id)).toEqual(["live-progress"]);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(["cleanup:live"]);
    const billing = await db.select().from(billingCustomers);
    expect(billing.map((b) => `${b.subscriptionId}:${b.status}`).sort()).toEqual([
      "demo_sub_b:incomplete",
      "demo_sub_d:active",
      "sub_real:incomplete_expired",
    ]);
    expect((await db.select().from(emailOutbox)).map((r) => r.subject).sort()).toEqual([
      "new sent",
      "old failed",
      "old queued",
    ]);
    expect((await readdir(path.join(root, "ab"))).sort()).toEqual(["fresh.jpg", "used.jpg"]);
    const minutes = (await db.select().from(providerCalls)).map((r) => r.minute.getTime());
    expect(minutes).toContain(ago(H).getTime());
    expect(minutes).not.toContain(ago(9 * 24 * H).getTime());
    // A second run finds nothing left to do.
    expect((await runCleanup(db, now, { screenshotRoot: root })).total).toBe(0);
  });

  it("POST /api/system/cleanup: admin only, records lastCleanup, 409 while another run holds it", async () => {
    const user = await createUser();
    const admin = await createUser({ role: "admin" });
    const post = (cookie?: string) => cleanup.POST(jsonRequest("/api/system/cleanup", {}, { cookie }), params({}));
    expect((await post()).status).toBe(401);
    expect((await post(user.cookie)).status).toBe(403);
    const ok = await post(admin.cookie);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({
      success: true,
      removed: expect.objectContaining({ analysisProgress: expect.any(Number) }),
    });
    const h = await (await health.GET(getRequest("/api/system/health", admin.cookie), params({}))).json();
    expect(h.metrics.lastCleanup).not.toBeNull();
    expect(h.metrics.cleanupRecommendation ?? "").not.toMatch(/has not run yet|hours ago/);

    expect(await takeLease(await getDb(), "cleanup", new Date())).toBe(true);
    const busy = await post(admin.cookie);
    expect(busy.status).toBe(409);
    expect(new AppError("conflict", "x").status).toBe(409);
  });
});
