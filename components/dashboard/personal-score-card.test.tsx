import { scoreSummary } from "./personal-score-card";

describe("the personal score's summary line", () => {
  it("says no resolved calls yet instead of a 0% win rate", () => {
    expect(scoreSummary({ totalTrades: 1, winRate: 0, resolvedCalls: 0 })).toBe("1 call · no resolved calls yet");
    expect(scoreSummary({ totalTrades: 0, winRate: 0, resolvedCalls: 0 })).toBe("0 calls · no resolved calls yet");
  });

  it("gives the win rate once calls have resolved", () => {
    expect(scoreSummary({ totalTrades: 3, winRate: 67, resolvedCalls: 3 })).toBe("3 calls · 67% win rate");
  });
});
