import { eq } from "drizzle-orm";
import { POST } from "@/app/api/trade-simulator/route";
import { activityLog } from "@/lib/auth/tables";
import { marketData } from "@/lib/providers/market";
import { simulations } from "@/lib/simulator/tables";
import { loadReplayCandles } from "@/lib/simulator/load-candles";
import { replayTrade } from "@/lib/simulator/replay";
import { tradeStart, type TradeType } from "@/lib/simulator/schemas";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import { useTestDb } from "../helpers/db";
import { jsonRequest } from "../helpers/request";
import { createUser } from "../helpers/users";

const { db } = useTestDb();
const DAY = 86_400_000;

// Fixed past dates: every horizon (intraday 10 days, scalping 2) has long closed, so the replay
// depends only on the demo market's candles for that date, never on the wall clock.
const WEEKDAY = "2026-03-04"; // a Wednesday: US stocks traded
const CRYPTO_DAY = "2026-03-07"; // a Saturday: crypto trades every day

/** What the simulator must answer, computed here from the same demo candles and rule book. */
async function expectedReplay(
  symbol: string,
  tradeType: TradeType,
  req: {
    tradeDate: string;
    entryPrice: number;
    stopLoss: number;
    takeProfit: number;
    investmentAmount: number;
    leverage: number;
  },
) {
  const start = tradeStart(req.tradeDate);
  const loaded = await loadReplayCandles(marketData, symbol, tradeType, start, new Date());
  if (!loaded) throw new Error(`no demo candles for ${symbol} on ${req.tradeDate}`);
  return replayTrade({
    candles: loaded.candles,
    startMs: start.getTime(),
    intervalMs: INTERVAL_MS[loaded.interval],
    entry: req.entryPrice,
    stop: req.stopLoss,
    target: req.takeProfit,
    investment: req.investmentAmount,
    leverage: req.leverage,
    now: loaded.end,
  });
}

const simulate = (body: unknown, cookie?: string) => POST(jsonRequest("/api/trade-simulator", body, { cookie }));

async function firstBarClose(symbol: string, date: string): Promise<number> {
  const from = new Date(`${date}T00:00:00Z`);
  const bars = await marketData.candles({ symbol, interval: "5m", from, to: new Date(from.getTime() + DAY) });
  return Number(bars[0].close.toFixed(2));
}

describe("POST /api/trade-simulator access", () => {
  const body = {
    ticker: "AAPL",
    investmentAmount: 1000,
    tradeType: "intraday",
    entryPrice: 100,
    stopLoss: 99,
    takeProfit: 102,
    tradeDate: "2026-01-05",
    leverage: 1,
  };

  it("answers 401 signed out and 403 with a message for free users", async () => {
    expect((await simulate(body)).status).toBe(401);
    const free = await createUser();
    const refused = await simulate(body, free.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/PRO plan or an active trial/);
  });

  it("answers 400 with the spec's per-field message", async () => {
    const pro = await createUser({ plan: "pro" });
    const missing = await simulate({ ...body, ticker: "" }, pro.cookie);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: "Ticker symbol is required", field: "ticker" });
    const future = await simulate(
      { ...body, tradeDate: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10) },
      pro.cookie,
    );
    expect((await future.json()).message).toBe("Trade date cannot be later than today");
    const noLeverage = await simulate({ ...body, leverage: undefined }, pro.cookie);
    expect((await noLeverage.json()).message).toBe("Leverage is required");
  });

  it("refuses an unknown ticker with 400, not a 500", async () => {
    const pro = await createUser({ plan: "pro" });
    const res = await simulate({ ...body, ticker: "NOPE123" }, pro.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/NOPE123/);
  });
});

describe("replaying on the demo market", () => {
  it("resolves a trade by its own levels, the same way every time, and records it", async () => {
    const user = await createUser({
      plan: "trial",
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 7 * DAY),
    });
    const tradeDate = WEEKDAY;
    const entry = await firstBarClose("AAPL", tradeDate);
    const request = {
      ticker: "aapl",
      investmentAmount: 2000,
      tradeType: "intraday",
      entryPrice: entry,
      stopLoss: Number((entry * 0.99).toFixed(2)),
      takeProfit: Number((entry * 1.015).toFixed(2)),
      tradeDate,
      leverage: 2,
    };

    const res = await simulate(request, user.cookie);
    expect(res.status).toBe(200);
    const first = await res.json();
    expect(first).toMatchObject({ success: true, ticker: "AAPL", direction: "long", rrRatio: 1.5, source: "demo" });
    const expected = await expectedReplay("AAPL", "intraday", request);
    expect(expected.result).not.toBe("open"); // the levels were chosen so the trade resolves
    expect(first).toMatchObject({ result: expected.result, entry: { time: expected.entryTime }, exit: expected.exit });
    // P&L follows from the exit price and the leverage, nothing else.
    const pnl = ((expected.exit!.price - entry) / entry) * 2 * 2000;
    expect(first.result === "WIN" ? first.profit : -first.loss).toBeCloseTo(pnl, 1);
    expect(first.result === "WIN" ? first.loss : first.profit).toBe(0);
    expect(first.exit.time).toBeGreaterThan(first.entry.time);
    expect(first.aiFeedback).toMatch(/Reward\/risk was 1\.50/);
    expect(typeof first.duration).toBe("string");
    expect(first.candles.length).toBeGreaterThan(10);

    const again = await (await simulate(request, user.cookie)).json();
    expect({ ...again, id: "" }).toEqual({ ...first, id: "" });
    expect(again.id).not.toBe(first.id);

    const rows = await (await db()).select().from(simulations).where(eq(simulations.userId, user.id));
    expect(rows).toHaveLength(2);
    const activity = await (await db()).select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(activity.filter((a) => a.kind === "simulation")).toHaveLength(2);
  });

  it("answers success=false when the entry price never traded", async () => {
    const pro = await createUser({ plan: "pro" });
    const tradeDate = WEEKDAY;
    const far = (await firstBarClose("AAPL", tradeDate)) * 3;
    const res = await simulate(
      {
        ticker: "AAPL",
        investmentAmount: 500,
        tradeType: "intraday",
        entryPrice: Number(far.toFixed(2)),
        stopLoss: Number((far * 0.98).toFixed(2)),
        takeProfit: Number((far * 1.04).toFixed(2)),
        tradeDate,
        leverage: 1,
      },
      pro.cookie,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, result: "open", profit: 0, loss: 0 });
    expect(body.message).toMatch(/was not reached/);
  });

  it("replays a scalping SELL on 1-minute candles", async () => {
    const pro = await createUser({ plan: "pro" });
    const tradeDate = CRYPTO_DAY;
    const from = new Date(`${tradeDate}T00:00:00Z`);
    const [bar] = await marketData.candles({
      symbol: "BTC-USD",
      interval: "1m",
      from,
      to: new Date(from.getTime() + 3_600_000),
    });
    const entry = Number(bar.close.toFixed(2));
    const request = {
      ticker: "BTC-USD",
      investmentAmount: 100,
      tradeType: "scalping",
      entryPrice: entry,
      stopLoss: Number((entry * 1.002).toFixed(2)),
      takeProfit: Number((entry * 0.996).toFixed(2)),
      tradeDate,
      leverage: 10,
    };
    const res = await simulate(request, pro.cookie);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, direction: "short", interval: "1m", tradeType: "scalping" });
    const expected = await expectedReplay("BTC-USD", "scalping", request);
    expect(expected.exit).not.toBeNull(); // the levels were chosen so the trade resolves
    expect(body).toMatchObject({ result: expected.result, exit: expected.exit });
    // a short profits when the price falls: P&L sign follows the exit side of the entry
    expect(body.result).toBe(body.exit.price < entry ? "WIN" : "LOSS");
    expect(body.result === "WIN" ? body.profit : -body.loss).toBeCloseTo(
      Math.max(-100, ((entry - body.exit.price) / entry) * 10 * 100),
      1,
    );
  });
});
