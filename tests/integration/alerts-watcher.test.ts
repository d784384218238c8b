import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import * as schema from "@/lib/db/schema";
import { alertDeliveries, alertEvents, priceAlerts } from "@/lib/alerts/tables";
import { emailOutbox } from "@/lib/email/tables";
import { analyses } from "@/lib/analysis/tables";
import { analysisOutcomes, outcomeBaselines } from "@/lib/track-record/tables";
import { recordCall } from "@/lib/track-record/ledger/record";
import { ledgerRecords } from "@/lib/track-record/ledger/tables";
import { alertCursors, alertSettings, pushSubscriptions } from "@/lib/alerts/tables";
import { runAlertPass } from "@/lib/alerts/watcher";
import { watcherHealth } from "@/lib/alerts/health";
import { demoMarketAt } from "@/lib/providers/market/demo";
import type { Candle } from "@/lib/providers/market/types";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";

useTestDb();

const T0 = new Date("2026-11-18T15:00:00Z");
const T1 = new Date("2026-11-18T15:30:00Z");
const SYMBOLS = ["EURUSD=X", "AAPL", "BTC-USD", "GC=F", "MSFT"];
const market = demoMarketAt(T1);
const origin = "https://candlewise.test";

async function minuteBars(symbol: string): Promise<Candle[]> {
  const bars = await market.candles({ symbol, interval: "1m", from: T0, to: T1 });
  return bars.filter((b) => b.time * 1000 >= T0.getTime());
}

/** A level above the price at T0 that a later bar reaches: where and when it must fire. */
async function crossedLevel(symbol: string) {
  const bars = await minuteBars(symbol);
  const start = bars[0].open;
  const peak = bars.reduce((best, b, i) => (b.high > best.high ? { high: b.high, i } : best), {
    high: -Infinity,
    i: 0,
  });
  const level = start + (peak.high - start) * 0.9;
  const first = bars.find((b) => b.high >= level)!;
  return { level, expectedAt: new Date(first.time * 1000), expectedPrice: first.open >= level ? first.open : level };
}

async function seedAlerts(db: Db, traders: number) {
  const made: { id: string; symbol: string; level: number; expectedAt: Date; expectedPrice: number }[] = [];
  for (let t = 0; t < traders; t++) {
    const user = await createUser();
    for (const symbol of SYMBOLS) {
      const c = await crossedLevel(symbol);
      const [row] = await db
        .insert(priceAlerts)
        .values({ userId: user.id, symbol, level: c.level, direction: "above", checkedUntil: T0, createdAt: T0 })
        .returning();
      made.push({ id: row.id, symbol, ...c });
    }
  }
  return made;
}

/** Three servers: on PostgreSQL three connection pools of their own; on PGlite the one database thrice. */
async function threeServers(): Promise<{ dbs: Db[]; close: () => Promise<void> }> {
  const db = await getDb();
  const url = process.env.DATABASE_URL;
  if (!url) return { dbs: [db, db, db], close: async () => undefined };
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pools = [0, 1, 2].map(() => new Pool({ connectionString: url, max: 3 }));
  return {
    dbs: pools.map((p) => drizzle(p, { schema }) as unknown as Db),
    close: async () => void (await Promise.all(pools.map((p) => p.end()))),
  };
}

describe("alert watcher", () => {
  // Each test replays the same half hour of bars: the instruments' read cursors start over.
  beforeEach(async () => void (await (await getDb()).delete(alertCursors)));

  it("fires each crossing exactly once at the first bar reaching it, with three servers passing at once", async () => {
    const db = await getDb();
    const made = await seedAlerts(db, 4);
    const servers = await threeServers();
    try {
      const passes = await Promise.all(servers.dbs.map((d) => runAlertPass({ db: d, market, now: T1, origin })));
      expect(passes.reduce((n, p) => n + p.fired, 0)).toBe(made.length);
    } finally {
      await servers.close();
    }
    const events = await db.select().from(alertEvents);
    expect(events).toHaveLength(made.length);
    for (const m of made) {
      const e = events.find((x) => x.alertId === m.id)!;
      expect(e.triggeredAt).toEqual(m.expectedAt);
      expect(e.price).toBeCloseTo(m.expectedPrice, 10);
      expect(e.message.startsWith("DEMO: ")).toBe(true);
    }
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "alert"));
    expect(mails).toHaveLength(made.length);
    expect(mails[0].body).toContain(`${origin}/alerts`);
    expect(mails[0].headers?.["List-Unsubscribe"]).toContain("/api/email/unsubscribe?token=");
    const fired = await db.select().from(priceAlerts).where(eq(priceAlerts.status, "fired"));
    expect(fired).toHaveLength(made.length);

    const again = await runAlertPass({ db, market, now: T1, origin });
    expect(again.fired).toBe(0);
    expect(await db.select().from(alertEvents)).toHaveLength(made.length);
  });

  it("a pass killed before it commits loses nothing: the next one fires every crossing once", async () => {
    const db = await getDb();
    await db.delete(alertEvents);
    const made = await seedAlerts(db, 1);
    // The process dies just before COMMIT: the whole pass's writes are rolled back.
    const dying = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "transaction") return Reflect.get(target, key, receiver);
        return (fn: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await fn(tx);
            throw new Error("killed mid-pass");
          });
      },
    });
    await expect(runAlertPass({ db: dying, market, now: T1, origin })).rejects.toThrow("killed mid-pass");
    expect(await db.select().from(alertEvents)).toHaveLength(0);
    const next = await runAlertPass({ db, market, now: T1, origin });
    expect(next.fired).toBe(made.length);
    expect(await db.select().from(alertEvents)).toHaveLength(made.length);
  });

  it("alerts far from the traded prices are passed over, but a move alert and a re-arming one waiting on its side are read", async () => {
    const db = await getDb();
    const trader = await createUser();
    const bars = await minuteBars("AAPL");
    const high = Math.max(...bars.map((b) => b.high));
    const far = { userId: trader.id, symbol: "AAPL", direction: "above" as const, checkedUntil: T0 };
    const [untouched] = await db
      .insert(priceAlerts)
      .values({ ...far, level: high * 1.2 })
      .returning();
    // Fired before and waiting for a bar wholly below its level: every bar of the half hour is one.
    const [waiting] = await db
      .insert(priceAlerts)
      .values({ ...far, level: high * 1.2, rearm: true, armed: false, generation: 1 })
      .returning();
    const [move] = await db
      .insert(priceAlerts)
      .values({ userId: trader.id, symbol: "AAPL", kind: "move", movePercent: 0.01, checkedUntil: T0 })
      .returning();
    const pass = await runAlertPass({ db, market, now: T1, origin });
    expect(pass.alertsChecked).toBe(3);
    const after = new Map((await db.select().from(priceAlerts)).map((a) => [a.id, a]));
    expect(after.get(untouched.id)).toMatchObject({ status: "active", armed: true, generation: 0, firedAt: null });
    expect(after.get(waiting.id)).toMatchObject({ status: "active", armed: true, generation: 1 });
    expect(after.get(move.id)).toMatchObject({ status: "fired", generation: 1 });
    const events = await db.select().from(alertEvents).where(eq(alertEvents.userId, trader.id));
    expect(events.map((e) => e.alertId)).toEqual([move.id]);
  });

  it("past 20 notifications in an hour the rest become one summary; quiet hours hold e-mail", async () => {
    const db = await getDb();
    const trader = await createUser();
    await db.insert(alertSettings).values({ userId: trader.id, email: true, quietStart: null, quietEnd: null });
    const levels = await Promise.all(SYMBOLS.map(crossedLevel));
    await db.insert(priceAlerts).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: trader.id,
        symbol: SYMBOLS[i % 5],
        level: levels[i % 5].level,
        direction: "above" as const,
        checkedUntil: T0,
      })),
    );
    await runAlertPass({ db, market, now: T1, origin });
    const mine = await db.select().from(alertEvents).where(eq(alertEvents.userId, trader.id));
    expect(mine).toHaveLength(25);
    expect(mine.filter((e) => e.summary === "pending")).toHaveLength(5);
    const mails = () =>
      db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "alert"), eq(emailOutbox.userId, trader.id)));
    expect(await mails()).toHaveLength(20);
    // The next hour's pass sends the one summary, and a later pass none.
    const later = new Date(T1.getTime() + 60 * 60_000);
    await runAlertPass({ db, market, now: later, origin });
    await runAlertPass({ db, market, now: later, origin });
    const all = await mails();
    expect(all).toHaveLength(21);
    expect(all.filter((m) => m.subject === "Your price alerts")[0].body).toContain("5 more price alerts fired");

    await db.delete(alertCursors);
    const sleeper = await createUser();
    await db
      .insert(alertSettings)
      .values({ userId: sleeper.id, quietStart: 15 * 60, quietEnd: 16 * 60, timeZone: "UTC" });
    await db
      .insert(priceAlerts)
      .values({ userId: sleeper.id, symbol: "AAPL", level: levels[1].level, direction: "above", checkedUntil: T0 });
    await runAlertPass({ db, market, now: T1, origin });
    const [held] = await db.select().from(emailOutbox).where(eq(emailOutbox.userId, sleeper.id));
    expect(held.nextAttemptAt).toEqual(new Date("2026-11-18T16:00:00Z"));
  });

  /** A scalping BUY on EURUSD made at T0 whose TP1 the demo bars reach, with its TP1 alert. */
  async function callWithTp1Alert(db: Db) {
    const trader = await createUser();
    const bars = await minuteBars("EURUSD=X");
    const entry = bars[0].open;
    const { level: tp1 } = await crossedLevel("EURUSD=X");
    const [call] = await db
      .insert(analyses)
      .values({
        userId: trader.id,
        symbol: "EURUSD=X",
        investmentType: "scalping",
        recommendation: "BUY",
        entryPrice: entry,
        stopLoss: entry - 0.05,
        takeProfit1: tp1,
        takeProfit2: tp1 + 0.01,
        successProbability: 60,
        leverage: 1,
        riskPercentage: 1,
        budget: 1000,
        engine: "builtin",
        dataSource: "demo",
        input: {},
        result: {},
        createdAt: T0,
      })
      .returning();
    await db.insert(priceAlerts).values({
      userId: trader.id,
      analysisId: call.id,
      role: "tp1",
      symbol: "EURUSD=X",
      level: tp1,
      direction: "above",
      checkedUntil: T0,
    });
    return { trader, call, entry, tp1 };
  }

  const ledgerOf = (db: Db, analysisId: string) =>
    db.select().from(ledgerRecords).where(eq(ledgerRecords.analysisId, analysisId));

  it("a call's TP1 alert settles the call in the track record by its own rule, with its ledger record", async () => {
    const db = await getDb();
    const { trader, call, entry, tp1 } = await callWithTp1Alert(db);
    const facts = { instrument: "EURUSD=X", at: T0, direction: "BUY" as const, horizon: "scalping", entry };
    await recordCall(
      db,
      {
        ...facts,
        stop: entry - 0.05,
        targets: [tp1],
        probability: 60,
        engine: "builtin",
        analysisId: call.id,
        userId: trader.id,
      },
      T0,
    );
    const pass = await runAlertPass({ db, market, now: T1, origin });
    expect(pass.callsResolved).toBe(1);
    const [outcome] = await db.select().from(analysisOutcomes).where(eq(analysisOutcomes.analysisId, call.id));
    expect(outcome).toMatchObject({ status: "win", exitPrice: tp1 });
    const records = await ledgerOf(db, call.id);
    expect(records.map((r) => r.kind).sort()).toEqual(["call", "resolution"]);
  });

  it("a TP1 alert firing on a call the track record already settled leaves the call as it was", async () => {
    const db = await getDb();
    const { call, entry } = await callWithTp1Alert(db);
    const settled = { status: "loss" as const, exitPrice: entry - 0.05, resolvedAt: new Date("2026-11-18T15:10:00Z") };
    await db
      .insert(analysisOutcomes)
      .values({ analysisId: call.id, ...settled, maxFavorable: 0.1, maxAdverse: -0.5, checkedAt: T0 });
    await db.insert(outcomeBaselines).values({ analysisId: call.id, ...settled });
    const pass = await runAlertPass({ db, market, now: T1, origin });
    expect(pass.fired).toBe(1);
    expect(pass.callsResolved).toBe(0);
    const [outcome] = await db.select().from(analysisOutcomes).where(eq(analysisOutcomes.analysisId, call.id));
    expect(outcome).toMatchObject({ ...settled, maxFavorable: 0.1, maxAdverse: -0.5, checkedAt: T0 });
    const [baseline] = await db.select().from(outcomeBaselines).where(eq(outcomeBaselines.analysisId, call.id));
    expect(baseline).toMatchObject(settled);
  });

  it("pushes are queued in the firing transaction, to be sent to the trader's browsers", async () => {
    const db = await getDb();
    const trader = await createUser();
    await db.insert(alertSettings).values({ userId: trader.id, email: false, push: true });
    await db
      .insert(pushSubscriptions)
      .values({ userId: trader.id, endpoint: "https://push.example.com/1", p256dh: "k", auth: "a" });
    const { level } = await crossedLevel("GC=F");
    await db
      .insert(priceAlerts)
      .values({ userId: trader.id, symbol: "GC=F", level, direction: "above", checkedUntil: T0 });
    await runAlertPass({ db, market, now: T1, origin, pushTransport: { check: async () => "refused in this test" } });
    const rows = await db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, trader.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].payload.body).toContain("DEMO: GC=F rose to");
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, trader.id))).toHaveLength(0);
  });

  it("system health reads the channels' counts of the last 24 hours", async () => {
    const db = await getDb();
    const h = await watcherHealth(db, new Date(T1.getTime() + 60_000));
    const events = await db.select().from(alertEvents);
    expect(h.channels.find((c) => c.channel === "in-app")?.sent).toBe(events.length);
    // The push the test above refused counts as failed.
    expect(h.channels.find((c) => c.channel === "push")).toEqual({ channel: "push", sent: 0, failed: 1 });
  });
});
