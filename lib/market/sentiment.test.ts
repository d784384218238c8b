import { computeSentiment, labelFor } from "./sentiment";

const moves = (...pcts: number[]) => pcts.map((changePercent) => ({ changePercent }));

describe("market sentiment", () => {
  it("weights breadth 40%, index moves 35% and calm 25%", () => {
    // breadth 3/4 = 75; indices avg +1% -> 75; VIX 12 -> 100  => 0.4*75 + 0.35*75 + 0.25*100 = 81.25
    const s = computeSentiment({ stocks: moves(1, 2, 0.5, -1), indices: moves(1, 1.5, 0.5), vix: 12 });
    expect(s).toMatchObject({ sentiment: "BULLISH", score: 81 });
    expect(s.reasoning).toBe(
      "3 of 4 large caps are up today (breadth 75%); the major indices average +1.00%; volatility is calm (VIX 12.0).",
    );
  });

  it("reads a broad sell-off with high volatility as BEARISH", () => {
    const s = computeSentiment({ stocks: moves(-1, -2, -3, 0.2), indices: moves(-2.5, -3), vix: 38 });
    expect(s.sentiment).toBe("BEARISH");
    expect(s.score).toBeLessThanOrEqual(30);
  });

  it("ignores flat stocks and renormalises when an input is missing", () => {
    // breadth 1/2 = 50, indices +0.4% -> 60, no VIX => (0.4*50 + 0.35*60) / 0.75 = 54.67
    expect(computeSentiment({ stocks: moves(1, -1, 0), indices: moves(0.4) }).score).toBe(55);
    expect(computeSentiment({ stocks: [], indices: [] })).toMatchObject({ sentiment: "NEUTRAL", score: 50 });
  });

  it("clamps index moves beyond +-2%", () => {
    const a = computeSentiment({ stocks: [], indices: moves(3) });
    const b = computeSentiment({ stocks: [], indices: moves(9) });
    expect(a.score).toBe(100);
    expect(b.score).toBe(100);
  });

  it("maps scores to the five labels", () => {
    expect([85, 70, 69, 57, 56, 44, 43, 31, 30, 0].map(labelFor)).toEqual([
      "BULLISH",
      "BULLISH",
      "OPTIMISTIC",
      "OPTIMISTIC",
      "NEUTRAL",
      "NEUTRAL",
      "CAUTIOUS",
      "CAUTIOUS",
      "BEARISH",
      "BEARISH",
    ]);
  });
});
