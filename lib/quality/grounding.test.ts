import { groundingCheck } from "./grounding";

const facts = {
  currentPrice: 200,
  levels: { entryPrice: 200, stopLoss: 195.5, takeProfit2: 209 },
  goalAmount: 300.82,
  sizing: { riskAllowed: 199.42 },
};

describe("groundingCheck", () => {
  it("accepts prices and amounts taken from the facts, and ignores indicator names and percentages", () => {
    const text =
      "Entry 200.00, stop 195.50. TP2 209 makes 300.82 USD. Price above SMA200 on the 15m chart, alignment 75%, 2x leverage.";
    expect(groundingCheck(text, facts, 200).ungrounded).toEqual([]);
  });

  it("flags a sentence stating a price no fact supports", () => {
    const g = groundingCheck("Entry 200. The target is 231.40 by Friday.", facts, 200);
    expect(g.ungrounded).toEqual(["The target is 231.40 by Friday."]);
  });
});
