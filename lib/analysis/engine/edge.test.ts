import type { Backtest } from "../types";
import { backtestEdge, calibratedEdgeReason, successBreakEven } from "./edge";

describe("backtestEdge", () => {
  const b: Backtest = {
    winRate: 21.2,
    averageProfit: 0.1,
    maxDrawdown: 9,
    trades: 33,
    period: { from: "2026-01-01", to: "2026-03-01" },
    sufficient: true,
  };
  // The reported case: "won 13.3% of 33 trades" beside a card of 21.2%: 13.3% was the SELL side's
  // rate (2 of 15), told with all trades' count. Each rate now comes with its own trades.
  it("says a side's rate with that side's trades, as whole counts", () => {
    const edge = backtestEdge(b, 13.3, 2, { side: "SELL", trades: 15 });
    expect(edge.ok).toBe(false);
    expect(edge.reason).toContain("the same rules won 2 of 15 SELL trades, a 13.3% win rate, not above the");
    expect(edge.reason).not.toContain("33 trades");
  });

  it("says the all-trades rate with all trades when that is the weaker one", () => {
    const edge = backtestEdge(b, 30, 2, { side: "SELL", trades: 15 });
    expect(edge.reason).toContain("won 7 of 33 trades, a 21.2% win rate, not above the");
  });
});

describe("calibratedEdgeReason", () => {
  // At R/R 2.43 a call exiting at TP1 or the stop breaks even at 39.7%.
  it("waits on a probability below its break-even and says both numbers", () => {
    expect(successBreakEven(2.43)).toBeCloseTo(39.7, 1);
    const reason = calibratedEdgeReason(36.1, 2.43);
    expect(reason).toContain("36.1%");
    expect(reason).toContain("not above the 39.7% that breaks even");
  });

  it("compares the figures as the screen shows them (one decimal)", () => {
    const breakEven = successBreakEven(2.43);
    expect(calibratedEdgeReason(breakEven + 0.01, 2.43)).not.toBeNull();
    expect(calibratedEdgeReason(breakEven + 0.2, 2.43)).toBeNull();
  });
});
