import { getDb } from "@/lib/db/client";
import { openCallRisk } from "@/lib/dashboard/open-risk";
import { marketInsights } from "@/lib/dashboard/market-insights";
import type { Candle, Instrument, Quote } from "@/lib/providers/market/types";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { insertAnalysis, setOutcome } from "./dashboard-fixtures";

useTestDb();

const quote = (symbol: string, price: number, changePercent = 0): Quote => ({
  symbol,
  price,
  change: 0,
  changePercent,
  asOf: new Date().toISOString(),
  source: "demo",
});
const instrument = (symbol: string): Instrument => ({
  symbol,
  name: symbol,
  type: "stock",
  exchange: "X",
  currency: "USD",
});
const DAY = 86_400_000;

describe("risk exposure of open calls", () => {
  it("includes only calls still open inside their window, priced from market data", async () => {
    const user = await createUser();
    const open = await insertAnalysis(user.id, { symbol: "AAPL", budget: 2000, riskPercentage: 1.5 });
    const won = await insertAnalysis(user.id, { symbol: "MSFT" });
    await setOutcome(won.id, "win");
    await insertAnalysis(user.id, {
      symbol: "OLD",
      investmentType: "scalping",
      createdAt: new Date(Date.now() - 6 * DAY),
    });
    await insertAnalysis(user.id, { symbol: "TSLA", recommendation: "WAIT" });
    const asked: string[][] = [];
    const market = { source: "demo" as const, quotes: async (s: string[]) => (asked.push(s), [quote("AAPL", 96)]) };

    const risk = await openCallRisk(await getDb(), market, user.id, new Date());
    expect(risk.openCalls.map((c) => c.id)).toEqual([open.id]);
    expect(asked).toEqual([["AAPL"]]);
    expect(risk.totals).toEqual([{ currency: "USD", capitalAtRisk: 30, notional: 2000, calls: 1 }]);
    expect(risk.openCalls[0]).toMatchObject({ currentPrice: 96, distanceToStopPercent: 1.04 });
  });

  it("still reports exposure when quotes fail", async () => {
    const user = await createUser();
    await insertAnalysis(user.id);
    const market = { source: "demo" as const, quotes: async () => Promise.reject(new Error("down")) };
    const risk = await openCallRisk(await getDb(), market, user.id, new Date());
    expect(risk.openCalls[0]).toMatchObject({ capitalAtRisk: 20, currentPrice: null });
  });
});

describe("market insights", () => {
  it("watches the user's most analysed symbols first, then the universe", async () => {
    const user = await createUser();
    await insertAnalysis(user.id, { symbol: "NVDA" });
    await insertAnalysis(user.id, { symbol: "NVDA" });
    const universe = ["AAPL", "NVDA", "MSFT", "BTC-USD", "EURUSD=X", "GC=F", "^GSPC"].map(instrument);
    const daily = (s: number): Candle[] =>
      Array.from({ length: 22 }, (_, i) => ({
        time: i * 86_400,
        open: s + i,
        high: s + i + 1,
        low: s + i - 1,
        close: s + i,
        volume: 1,
      }));
    const market = {
      source: "demo" as const,
      universe: async () => universe,
      quotes: async (symbols: string[]) => symbols.map((s, i) => quote(s, 100 + i, i - 2)),
      candles: async () => daily(100),
    };
    const out = await marketInsights(await getDb(), market, user.id, new Date());
    expect(out.symbols.map((s) => s.symbol)).toEqual(["NVDA", "AAPL", "MSFT", "BTC-USD", "EURUSD=X", "GC=F"]);
    expect(out.topGainer?.symbol).toBe("GC=F");
    expect(out.topLoser?.symbol).toBe("NVDA");
    expect(out.summary).toBe("6 of 6 symbols you follow trade above their 20-day average, 0 below.");
  });
});
