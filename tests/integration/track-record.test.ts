import { getDb } from "@/lib/db/client";
import { analysisOutcomes } from "@/lib/track-record/tables";
import { outcomeBaselines } from "@/lib/track-record/tables";
import { resolveOpenCalls } from "@/lib/track-record/service";
import { loadTrackRows } from "@/lib/track-record/queries";
import { trackRecordStats } from "@/lib/track-record/stats";
import type { Candle, CandleQuery } from "@/lib/providers/market/types";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { insertAnalysis } from "./dashboard-fixtures";

useTestDb();

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 5, 10);
const bar = (i: number, high: number, low: number): Candle => ({
  time: (T0 + i * HOUR) / 1000,
  open: 100,
  high,
  low,
  close: (high + low) / 2,
  volume: 1,
});

// A market whose price first rises to 111 then falls to 89: longs reach +10% first.
const candles: Record<string, Candle[]> = { AAPL: [bar(0, 101, 99), bar(1, 111, 100), bar(2, 100, 89)], FAIL: [] };
function fakeMarket() {
  const calls: CandleQuery[] = [];
  return {
    calls,
    candles: async (q: CandleQuery) => {
      calls.push(q);
      if (q.symbol === "FAIL") throw new Error("provider down");
      return candles[q.symbol] ?? [];
    },
  };
}

describe("outcome job", () => {
  it("resolves BUY and SELL calls against later candles, with the always-long baseline, and skips WAIT", async () => {
    const user = await createUser();
    const createdAt = new Date(T0);
    const buy = await insertAnalysis(user.id, { createdAt });
    const sell = await insertAnalysis(user.id, {
      createdAt,
      recommendation: "SELL",
      stopLoss: 105,
      takeProfit1: 90,
      successProbability: 80,
    });
    const wait = await insertAnalysis(user.id, { createdAt, recommendation: "WAIT" });
    const broken = await insertAnalysis(user.id, { createdAt, symbol: "FAIL" });
    const market = fakeMarket();
    const now = new Date(T0 + 30 * 86_400_000);

    const result = await resolveOpenCalls(await getDb(), market, now);
    expect(result).toMatchObject({ checked: 2, win: 1, loss: 1, failedSymbols: 1 });
    // One candle request per symbol and interval, starting at the earliest call.
    expect(market.calls.filter((c) => c.symbol === "AAPL")).toEqual([
      expect.objectContaining({ interval: "1h", from: createdAt }),
    ]);

    const db = await getDb();
    const outcomes = Object.fromEntries((await db.select().from(analysisOutcomes)).map((o) => [o.analysisId, o]));
    expect(outcomes[buy.id]).toMatchObject({ status: "win", exitPrice: 110 });
    expect(outcomes[sell.id]).toMatchObject({ status: "loss", exitPrice: 105 });
    expect(outcomes[wait.id]).toBeUndefined();
    expect(outcomes[broken.id]).toBeUndefined(); // left for the next run
    const baselines = Object.fromEntries(
      (await db.select().from(outcomeBaselines)).map((o) => [o.analysisId, o.status]),
    );
    expect(baselines).toEqual({ [buy.id]: "win", [sell.id]: "win" });

    const stats = trackRecordStats(await loadTrackRows(db, user.id));
    expect(stats).toMatchObject({ calls: 3, wins: 1, losses: 1, pending: 1, winRate: 50, baseline: { winRate: 100 } });
    expect(stats.brierScore).toBeCloseTo(((0.65 - 1) ** 2 + 0.8 ** 2) / 2, 3);

    // A second run finds nothing new to decide and writes no duplicates.
    const again = await resolveOpenCalls(await getDb(), fakeMarket(), now);
    expect(again.checked).toBe(0);
    expect(await db.select().from(analysisOutcomes)).toHaveLength(2);
  });

  it("keeps a call open while its window runs and rechecks it later", async () => {
    const user = await createUser();
    const a = await insertAnalysis(user.id, { symbol: "QUIET", createdAt: new Date(T0) });
    const quiet = { candles: async () => [bar(0, 101, 99)].map((c) => ({ ...c })) };
    await resolveOpenCalls(await getDb(), quiet, new Date(T0 + 2 * HOUR));
    const db = await getDb();
    const rows = await db.select().from(analysisOutcomes);
    expect(rows.find((r) => r.analysisId === a.id)?.status).toBe("open");
    await resolveOpenCalls(await getDb(), quiet, new Date(T0 + 22 * 86_400_000));
    expect((await db.select().from(analysisOutcomes)).find((r) => r.analysisId === a.id)?.status).toBe("expired");
  });
});
