import { summarizeRisk, type OpenCall } from "./risk";
import { insightFor, summarizeInsights } from "./insights";
import type { Candle, Quote } from "@/lib/providers/market/types";

const call = (over: Partial<OpenCall>): OpenCall => ({
  id: "1",
  symbol: "AAPL",
  direction: "BUY",
  entryPrice: 100,
  stopLoss: 95,
  takeProfit1: 110,
  budget: 1000,
  budgetCurrency: "USD",
  riskPercentage: 2,
  leverage: 1,
  createdAt: new Date("2026-01-01"),
  ...over,
});

describe("summarizeRisk", () => {
  it("adds up capital at risk and notional per currency", () => {
    const s = summarizeRisk(
      [
        call({}),
        call({ id: "2", symbol: "MSFT", budget: 500, leverage: 10 }),
        call({ id: "3", budgetCurrency: "EUR" }),
      ],
      new Map(),
    );
    expect(s.totals).toEqual([
      { currency: "USD", capitalAtRisk: 30, notional: 6000, calls: 2 },
      { currency: "EUR", capitalAtRisk: 20, notional: 1000, calls: 1 },
    ]);
  });

  it("measures live distance to stop and warns near it, for both directions", () => {
    const s = summarizeRisk(
      [call({}), call({ id: "2", symbol: "TSLA", direction: "SELL", stopLoss: 105, takeProfit1: 90 })],
      new Map([
        ["AAPL", 95.5],
        ["TSLA", 90],
      ]),
    );
    expect(s.openCalls[0]).toMatchObject({ distanceToStopPercent: 0.52, unrealizedPercent: -4.5 });
    expect(s.openCalls[1]).toMatchObject({ distanceToStopPercent: 16.67, unrealizedPercent: 10 });
    expect(s.warnings).toContain("AAPL is within 1% of the stop.");
  });

  it("names the instruments near their stop, each once, never by feed code", () => {
    const s = summarizeRisk(
      [
        call({ symbol: "GBPUSD=X", entryPrice: 1.27, stopLoss: 1.26, takeProfit1: 1.29 }),
        call({ id: "2", symbol: "GC=F", direction: "SELL", entryPrice: 2650, stopLoss: 2680, takeProfit1: 2600 }),
        call({ id: "3", symbol: "GC=F", direction: "SELL", entryPrice: 2650, stopLoss: 2680, takeProfit1: 2600 }),
      ],
      new Map([
        ["GBPUSD=X", 1.2605],
        ["GC=F", 2675],
      ]),
    );
    expect(s.warnings[0]).toBe("GBP/USD, Gold are within 1% of the stop.");
    expect(s.warnings.join(" ")).not.toMatch(/=X|=F/);
  });

  it("flags concentration and heavy leverage", () => {
    const s = summarizeRisk([call({ budget: 9000 }), call({ id: "2", symbol: "MSFT", leverage: 50 })], new Map());
    expect(s.largestSymbolShare).toEqual({ symbol: "AAPL", percent: 90 });
    expect(s.warnings).toEqual(["90% of your capital at risk is on AAPL.", "1 open call uses more than 20x leverage."]);
  });
});

describe("market insights", () => {
  const quote = (symbol: string, changePercent: number): Quote => ({
    symbol,
    price: 110,
    change: 1,
    changePercent,
    asOf: "",
    source: "demo",
  });
  const days = (closes: number[]): Candle[] =>
    closes.map((c, i) => ({ time: i * 86_400, open: c, high: c * 1.01, low: c * 0.99, close: c, volume: 1 }));

  it("reads the month move and the trend against the 20-day average", () => {
    const rising = insightFor(quote("AAPL", 1.234), days(Array.from({ length: 22 }, (_, i) => 100 + i)));
    expect(rising).toMatchObject({ changePercent: 1.23, monthChangePercent: 21, trend: "up", dailyRangePercent: 2 });
    expect(insightFor(quote("X", 0), days([100, 100, 100])).trend).toBe("sideways");
    expect(insightFor(quote("X", 0), [])).toMatchObject({ trend: null, monthChangePercent: null });
  });

  it("picks the day's top gainer and loser", () => {
    const s = summarizeInsights(
      [insightFor(quote("A", 2), []), insightFor(quote("B", -3), []), insightFor(quote("C", 0.5), [])],
      "demo",
      new Date(0),
    );
    expect(s.topGainer?.symbol).toBe("A");
    expect(s.topLoser?.symbol).toBe("B");
  });
});
