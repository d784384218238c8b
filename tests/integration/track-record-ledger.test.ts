import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { saveAnalysis } from "@/lib/analysis/store";
import { databaseStorage } from "@/lib/storage";
import { patternMemory } from "@/lib/learning/pattern-memory";
import { callLedger } from "@/lib/track-record/call-ledger";
import { eraseUser } from "@/lib/admin/manage-user";
import { resolveOpenCalls } from "@/lib/track-record/service";
import { recordCall } from "@/lib/track-record/ledger/record";
import { sealLedger } from "@/lib/track-record/ledger/seal";
import { loadLedgerFile } from "@/lib/track-record/ledger/export";
import { ledgerRecords, ledgerRoots } from "@/lib/track-record/ledger/tables";
import { verifyLedger } from "@/lib/track-record/ledger/verify";
import type { CreateAnalysisInput } from "@/lib/analysis/schemas";
import type { Candle } from "@/lib/providers/market/types";
import { testAnalysis } from "../helpers/test-analysis";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";

// The tamper-evident track record on a real schema (PGlite, or PostgreSQL under TEST_DATABASE_URL):
// calls and resolutions are appended, days are sealed exactly once however many servers try, the
// database refuses edits, and deleting an account leaves tombstones that still verify.

useTestDb();
jest.setTimeout(60_000);

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 23, 9, 30); // a Monday morning, UTC
const iso = (ms: number) => new Date(ms).toISOString();
const input = {} as CreateAnalysisInput;
// drizzle wraps the driver error; the trigger's message is in the cause
const APPEND_ONLY = expect.objectContaining({
  cause: expect.objectContaining({ message: expect.stringContaining("append-only") }),
});
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function saveCall(userId: string, at: number, over: Parameters<typeof testAnalysis>[0] = {}) {
  const id = `an_${Math.random().toString(36).slice(2, 14)}`;
  await saveAnalysis(await getDb(), {
    userId,
    input,
    result: testAnalysis({ id, createdAt: iso(at), ...over }),
    images: [],
    storage: databaseStorage,
    patterns: patternMemory,
    ledger: callLedger,
  });
  return id;
}

const callRecords = async (userId: string) =>
  (await getDb())
    .select()
    .from(ledgerRecords)
    .where(and(eq(ledgerRecords.userId, userId), eq(ledgerRecords.kind, "call")));

describe("the track-record ledger", () => {
  it("appends a record for every BUY/SELL call, then one for its resolution, and seals the days into a chain that verifies", async () => {
    const db = await getDb();
    const user = await createUser({ tokensRemaining: 10 });
    const buy = await saveCall(user.id, T0);
    await saveCall(user.id, T0 + 60_000, { recommendation: "WAIT" });
    const [call] = await callRecords(user.id);
    expect(call).toMatchObject({ analysisId: buy, sealDay: null, sealIndex: null });
    expect(JSON.parse(call.content!)).toMatchObject({
      kind: "call",
      instrument: "AAPL",
      at: iso(T0),
      direction: "BUY",
      entry: 230.5,
      stop: 226.25,
      targets: [236.4, 240],
      probability: 68,
      engine: "builtin",
    });
    expect(await callRecords(user.id)).toHaveLength(1); // WAIT is not a call

    const bar = (i: number, high: number, low: number): Candle => ({
      time: (T0 + (i + 1) * 3_600_000) / 1000,
      open: 231,
      high,
      low,
      close: 231,
      volume: 1,
    });
    const market = { candles: async () => [bar(0, 232, 230), bar(1, 238, 231)] }; // reaches TP1 first
    const resolvedAt = T0 + DAY + 3_600_000;
    await resolveOpenCalls(db, market, new Date(resolvedAt));
    await resolveOpenCalls(db, market, new Date(resolvedAt + 900_000)); // a repeated run appends nothing
    const resolutions = await db.select().from(ledgerRecords).where(eq(ledgerRecords.callHash, call.hash));
    expect(resolutions).toHaveLength(1);
    expect(JSON.parse(resolutions[0].content!)).toMatchObject({ kind: "resolution", call: call.hash, outcome: "win" });

    // Sealing waits for the day's end; then every ended day is sealed, empty ones too.
    expect((await sealLedger(db, new Date(T0 + 3_600_000))).sealed).toEqual([]);
    const sealed = await sealLedger(db, new Date(T0 + 3 * DAY));
    expect(sealed.sealed).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
    const file = await loadLedgerFile(db, new Date(T0 + 3 * DAY));
    expect(file.roots.map((r) => [r.day, r.count])).toEqual([
      ["2026-11-23", 1],
      ["2026-11-24", 1],
      ["2026-11-25", 0],
    ]);
    expect(verifyLedger(file)).toMatchObject({ ok: true, records: 2 });
    expect((await sealLedger(db, new Date(T0 + 3 * DAY))).sealed).toEqual([]); // idempotent
  });

  it("seals each day exactly once when three servers run the seal at the same moment", async () => {
    const db = await getDb();
    const users = await Promise.all([1, 2, 3].map(() => createUser({ tokensRemaining: 10 })));
    await Promise.all(users.flatMap((u, i) => [saveCall(u.id, T0 + 4 * DAY + i), saveCall(u.id, T0 + 5 * DAY + i)]));
    const now = new Date(T0 + 7 * DAY);
    const runs = await Promise.all([sealLedger(db, now), sealLedger(db, now), sealLedger(db, now)]);
    const sealedDays = runs.flatMap((r) => r.sealed).sort();
    expect(sealedDays).toEqual([...new Set(sealedDays)]); // no day sealed twice
    const roots = await db.select().from(ledgerRoots);
    expect(new Set(roots.map((r) => r.day)).size).toBe(roots.length);
    expect(await db.select().from(ledgerRecords).where(isNull(ledgerRecords.sealDay))).toEqual([]);
    const file = await loadLedgerFile(db, now);
    expect(verifyLedger(file)).toMatchObject({ ok: true });
    expect(file.roots.find((r) => r.day === "2026-11-27")?.count).toBe(3);
    expect(file.roots.find((r) => r.day === "2026-11-28")?.count).toBe(3);
  });

  it("refuses to edit or delete a record or a published root", async () => {
    const db = await getDb();
    const [record] = await db.select().from(ledgerRecords).limit(1);
    await expect(
      db.update(ledgerRecords).set({ content: "{}" }).where(eq(ledgerRecords.id, record.id)),
    ).rejects.toThrow(APPEND_ONLY);
    await expect(
      db
        .update(ledgerRecords)
        .set({ hash: "0".repeat(64) })
        .where(eq(ledgerRecords.id, record.id)),
    ).rejects.toThrow(APPEND_ONLY);
    await expect(
      db.update(ledgerRecords).set({ sealIndex: 99 }).where(eq(ledgerRecords.id, record.id)),
    ).rejects.toThrow(APPEND_ONLY);
    await expect(db.delete(ledgerRecords).where(eq(ledgerRecords.id, record.id))).rejects.toThrow(APPEND_ONLY);
    const [root] = await db.select().from(ledgerRoots).limit(1);
    await expect(
      db
        .update(ledgerRoots)
        .set({ root: "0".repeat(64) })
        .where(eq(ledgerRoots.day, root.day)),
    ).rejects.toThrow(APPEND_ONLY);
    await expect(db.delete(ledgerRoots).where(eq(ledgerRoots.day, root.day))).rejects.toThrow(APPEND_ONLY);
  });

  it("deleting an account leaves tombstones with the hashes, and the chain still verifies", async () => {
    const db = await getDb();
    const user = await createUser({ tokensRemaining: 10 });
    await saveCall(user.id, T0 + 8 * DAY);
    await saveCall(user.id, T0 + 8 * DAY + 1000, {
      recommendation: "SELL",
      stopLoss: 235,
      takeProfit1: 225,
      takeProfit2: 220,
    });
    await sealLedger(db, new Date(T0 + 9 * DAY)); // one sealed call
    await saveCall(user.id, T0 + 9 * DAY); // and one not sealed yet
    const hashes = (await callRecords(user.id)).map((r) => r.hash).sort();
    expect(hashes).toHaveLength(3);

    await eraseUser(db, user.id);

    const kept = await db.select().from(ledgerRecords).where(eq(ledgerRecords.hash, hashes[0]));
    const all = (await db.select().from(ledgerRecords)).filter((r) => hashes.includes(r.hash));
    expect(all).toHaveLength(3);
    for (const r of all) expect(r).toMatchObject({ content: null, userId: null, analysisId: null });
    expect(kept[0].tombstonedAt).toBeInstanceOf(Date);

    await sealLedger(db, new Date(T0 + 10 * DAY));
    const file = await loadLedgerFile(db, new Date(T0 + 10 * DAY));
    const verdict = verifyLedger(file);
    expect(verdict).toMatchObject({ ok: true, findings: [] });
    expect(verdict.tombstones).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(file)).not.toContain(user.id);
  });

  (onPostgres ? it : it.skip)(
    "does not make one user's call wait for another's open transaction (PostgreSQL)",
    async () => {
      const db = await getDb();
      const [a, b] = await Promise.all([createUser(), createUser()]);
      const facts = {
        instrument: "AAPL",
        direction: "BUY" as const,
        horizon: "swing",
        entry: 1,
        stop: 0.9,
        targets: [1.1, 1.2],
        probability: 60,
        engine: "builtin",
      };
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertedA = new Promise<void>((resolve) => (inserted = resolve));
      const slow = db.transaction(async (tx) => {
        await recordCall(
          tx,
          { ...facts, analysisId: "hold_a", userId: a.id, at: new Date(T0 + 20 * DAY) },
          new Date(T0 + 20 * DAY),
        );
        inserted();
        await held; // A's transaction stays open, its record inserted but not committed
      });
      await insertedA;
      const quick = recordCall(
        db,
        { ...facts, analysisId: "free_b", userId: b.id, at: new Date(T0 + 20 * DAY) },
        new Date(T0 + 20 * DAY),
      );
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        quick.then(() => "done"),
        new Promise((r) => (timer = setTimeout(() => r("blocked"), 3000))),
      ]);
      clearTimeout(timer);
      release();
      await quick;
      await slow;
      expect(outcome).toBe("done");
    },
  );
});
