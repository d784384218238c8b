import { trackRecordStats, type TrackRow } from "./stats";

let n = 0;
const row = (over: Partial<TrackRow>): TrackRow => ({
  id: String(++n),
  symbol: "AAPL",
  recommendation: "BUY",
  investmentType: "swing",
  successProbability: 60,
  createdAt: new Date("2026-01-01"),
  status: "win",
  baselineStatus: "win",
  ...over,
});

describe("trackRecordStats", () => {
  it("counts win rate over resolved calls (an expired call did not reach its target) and reports the rest beside it", () => {
    const s = trackRecordStats([
      row({ status: "win" }),
      row({ status: "loss", baselineStatus: "loss" }),
      row({ status: "loss", baselineStatus: "loss" }),
      row({ status: "expired", baselineStatus: "expired" }),
      row({ status: "open", baselineStatus: "open" }),
      row({ status: null, baselineStatus: null }),
    ]);
    expect(s).toMatchObject({ calls: 6, wins: 1, losses: 2, expired: 1, pending: 2, winRate: 25 });
    expect(s.baseline).toEqual({ wins: 1, losses: 3, winRate: 25 }); // its expired baseline is not won either
  });

  it("compares against the always-long baseline of the same calls", () => {
    const s = trackRecordStats([
      row({ recommendation: "SELL", status: "win", baselineStatus: "loss" }),
      row({ recommendation: "SELL", status: "win", baselineStatus: "loss" }),
      row({ status: "loss", baselineStatus: "loss" }),
    ]);
    expect(s.winRate).toBe(66.7);
    expect(s.baseline).toEqual({ wins: 0, losses: 3, winRate: 0 });
  });

  it("buckets predicted probabilities and measures the Brier score", () => {
    const s = trackRecordStats([
      row({ successProbability: 72, status: "win" }),
      row({ successProbability: 78, status: "loss" }),
      row({ successProbability: 30, status: "loss" }),
      row({ successProbability: 100, status: "win" }),
    ]);
    expect(s.reliability).toEqual([
      { label: "30-40%", from: 30, to: 40, count: 1, predicted: 30, observed: 0 },
      { label: "70-80%", from: 70, to: 80, count: 2, predicted: 75, observed: 50 },
      { label: "90-100%", from: 90, to: 100, count: 1, predicted: 100, observed: 100 },
    ]);
    // ((0.72-1)^2 + 0.78^2 + 0.3^2 + 0) / 4
    expect(s.brierScore).toBeCloseTo((0.0784 + 0.6084 + 0.09) / 4, 3);
  });

  it("has no rates or score without decided calls", () => {
    expect(trackRecordStats([])).toMatchObject({
      calls: 0,
      winRate: null,
      brierScore: null,
      reliability: [],
      baseline: { winRate: null },
    });
  });
});
