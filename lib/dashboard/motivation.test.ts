import { mostStudied, topStudied } from "./most-studied";
import { motivationalText } from "./motivation";
import type { DashboardAnalytics } from "./analytics";

const base: DashboardAnalytics = {
  currentMonthAnalyses: 0,
  mostAnalyzedSymbol: null,
  mostAnalyzedSymbols: null,
  totalAnalyses: 0,
  bullishCount: 0,
  bearishCount: 0,
  successful: 0,
  failed: 0,
  winRate: 0,
  avgPotentialProfit: 0,
  avgPotentialLoss: 0,
  expired: 0,
  pending: 0,
  baselineWinRate: null,
  brierScore: null,
};

describe("motivationalText", () => {
  it("invites a new user to the first analysis", () => {
    expect(motivationalText(base, "Ada").headline).toBe("Welcome, Ada. Your first analysis is one chart away.");
  });

  it("praises only a win rate that beats the always-long baseline", () => {
    const good = motivationalText(
      { ...base, totalAnalyses: 5, successful: 3, failed: 1, winRate: 75, baselineWinRate: 50 },
      null,
    );
    expect(good.headline).toBe("Welcome back. Your calls won 75% of the time.");
    expect(good.detail).toMatch(/^That is 25 points better/);
    const worse = motivationalText(
      { ...base, totalAnalyses: 5, successful: 1, failed: 3, winRate: 25, baselineWinRate: 50 },
      null,
    );
    expect(worse.headline).toBe("Welcome back. 1 of your 4 resolved calls reached their target.");
  });

  it("speaks of effort while calls are still running", () => {
    const t = motivationalText(
      {
        ...base,
        totalAnalyses: 2,
        currentMonthAnalyses: 2,
        mostAnalyzedSymbol: { symbol: "AAPL", count: 2 },
        pending: 2,
      },
      null,
    );
    expect(t.headline).toBe("Welcome back. 2 analyses this month. Your most studied symbol is AAPL.");
    expect(t.detail).toBe("2 of your calls are still running; their results will appear in your track record.");
    const one = motivationalText({ ...base, totalAnalyses: 1, currentMonthAnalyses: 1, pending: 1 }, null);
    expect(one.detail).toBe("1 of your calls is still running; its result will appear in your track record.");
  });

  it("names no 'most studied' symbol from a tie, and names it by its name", () => {
    const tie = ["AAPL", "MSFT", "GC=F", "TSLA", "NVDA"].map((symbol) => ({ symbol, n: 1 }));
    expect(mostStudied(tie)).toBeNull();
    expect(mostStudied([])).toBeNull();
    expect(
      mostStudied([
        { symbol: "GC=F", n: 3 },
        { symbol: "AAPL", n: 1 },
      ]),
    ).toEqual({ symbol: "GC=F", count: 3 });
    const t = motivationalText(
      { ...base, totalAnalyses: 5, currentMonthAnalyses: 5, mostAnalyzedSymbol: mostStudied(tie) },
      null,
    );
    expect(t.headline).toBe("Welcome back. 5 analyses this month.");
    const gold = motivationalText(
      { ...base, totalAnalyses: 4, currentMonthAnalyses: 4, mostAnalyzedSymbol: { symbol: "GC=F", count: 3 } },
      null,
    );
    expect(gold.headline).toBe("Welcome back. 4 analyses this month. Your most studied symbol is Gold.");
  });
});

describe("topStudied", () => {
  it("names a clear leader, lists a small tie, and gives up on a wide one", () => {
    expect(
      topStudied([
        { symbol: "GC=F", n: 3 },
        { symbol: "AAPL", n: 1 },
      ]),
    ).toEqual({ symbols: ["GC=F"], count: 3 });
    expect(
      topStudied([
        { symbol: "AAPL", n: 2 },
        { symbol: "BTC-USD", n: 2 },
        { symbol: "MSFT", n: 1 },
      ]),
    ).toEqual({ symbols: ["AAPL", "BTC-USD"], count: 2 });
    expect(topStudied(["A", "B", "C", "D"].map((symbol) => ({ symbol, n: 1 })))).toBeNull();
    expect(topStudied([])).toBeNull();
  });
});
