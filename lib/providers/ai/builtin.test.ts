import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import { writeNarrative } from "./builtin";
import { factsFixture } from "@/tests/helpers/facts-fixture";

describe("built-in narrative", () => {
  it.each(["BUY", "SELL", "WAIT", "AVOID"] as const)(
    "reads back as %s through the results screen's keyword rule, from the text alone",
    (rec) => {
      const n = writeNarrative(factsFixture(rec));
      // No levels, and a stated call that differs: the rule's fallbacks (levels, the stated call,
      // BUY) cannot produce the answer, so only the words of the narrative can.
      const stated = rec === "WAIT" ? "AVOID" : "WAIT";
      expect(recommendationFromText({ reasoning: "", stated })).not.toBe(rec);
      expect(recommendationFromText({ reasoning: n.reasoning, stated })).toBe(rec);
    },
  );

  it("names the levels and why they sit there", () => {
    const n = writeNarrative(factsFixture("BUY"));
    expect(n.reasoning).toContain("Stop loss 195.50");
    expect(n.reasoning).toContain("below the swing support at 196.00");
    expect(n.reasoning).toContain("TP1 205.63");
    expect(n.reasoning).toContain("TP2 209.00");
    expect(n.reasoning).toContain("history won 16 of 26 trades (61.5%)");
    expect(n.reasoning).toContain("bullish engulfing (45% success in 11 past cases)");
    expect(n.engine).toBe("builtin");
  });

  it("gives the reason for WAIT and AVOID", () => {
    expect(writeNarrative(factsFixture("WAIT")).reasoning).toMatch(
      /^AAPL .*Waiting for confirmation .*needs a move of 40/,
    );
    expect(writeNarrative(factsFixture("AVOID")).summary).toMatch(/^Avoid AAPL: the profit goal needs a move/);
  });

  it("states the goal as what TP2 makes at the planned size, never the bare goal", () => {
    const n = writeNarrative(factsFixture("BUY"));
    expect(n.reasoning).toContain("Profit goal 4% (400.00 USD): TP2 209.00 makes 396.00 USD at this size.");
    expect(n.reasoning).toContain("Size 44 shares (8,800.00 USD of position) puts 198.00 USD at risk");
  });

  it("says when the goal is out of reach, by how much, and what the plan targets instead", () => {
    const f = factsFixture("BUY");
    f.profitGoal = {
      value: 10,
      type: "%",
      amount: 1000,
      planned: 704,
      status: "capped",
      requiredMove: 22.73,
      reachableMove: 16,
      horizon: "hours",
    };
    f.levels = { ...f.levels, takeProfit2: 216, potentialProfit: 704 };
    const n = writeNarrative(f);
    expect(n.reasoning).toContain(
      "Profit goal 10% (1,000.00 USD): out of reach in hours. It needs a move of 22.73 (11.4%), 1.4x the 16.00 AAPL can reasonably move",
    );
    expect(n.reasoning).toContain(
      "The plan targets the largest reasonable goal instead: TP2 216.00 makes 704.00 USD at this size (7% of the budget).",
    );
  });

  it("says when the leverage cap bound the size, with the currency and separators", () => {
    const f = factsFixture("BUY");
    f.sizing = { boundBy: "leverage", riskAllowed: 200, leverageCap: 50_000, step: 1 };
    f.levels = { ...f.levels, potentialLoss: 96.75 };
    expect(writeNarrative(f).reasoning).toContain(
      "puts 96.75 USD at risk, 1% of the budget: the 10x leverage cap (50,000.00 USD of position) bound the size, below the 200.00 USD (2%) your risk setting allows.",
    );
  });

  it("names only the displayed probability, and never writes a doubled full stop", () => {
    const wait = writeNarrative({
      ...factsFixture("WAIT"),
      decisionReason: "the goal is more than this market can deliver.",
    });
    expect(wait.reasoning).toContain(
      "Success probability 35%, capped while the call is to wait (in this symbol's backtest the rules won 16 of 26 trades, a 61.5% win rate).",
    );
    expect(wait.reasoning).not.toMatch(/\.\./);
    expect(wait.reasoning).not.toMatch(/61\.5% success probability/);
    expect(writeNarrative(factsFixture("AVOID")).reasoning).toContain("Success probability 0%");
  });

  it("builds no timing alert on volume where the market has none", () => {
    const f = factsFixture("BUY");
    f.volumeKnown = false;
    f.indicators = { ...f.indicators, volume: 0, averageVolume: 0, volumeRatio: 0 };
    expect(writeNarrative(f).marketTimingAlert).not.toMatch(/volume/i);
  });

  it("names a feed code's instrument, never the code", () => {
    const n = writeNarrative({ ...factsFixture("WAIT"), symbol: "EURUSD=X", name: "EUR/USD" });
    expect(n.reasoning).toMatch(/^EUR\/USD trades at/);
    expect(`${n.reasoning} ${n.summary}`).not.toContain("EURUSD=X");
    expect(n.summary).toMatch(/^Wait on EUR\/USD/);
  });

  it("says each backtest rate with the trades it was counted on, never two rates for one count", () => {
    // The card's 46.2% is all 65 trades; the call's own side won 43.3% of its 30 BUY trades.
    const f = factsFixture("BUY");
    const text = writeNarrative({
      ...f,
      backtestProbability: 43.3,
      backtestBasis: { side: "BUY", trades: 30 },
      backtest: { ...f.backtest, winRate: 46.2, trades: 65 },
    }).reasoning;
    expect(text).toContain("history won 30 of 65 trades (46.2%)");
    expect(text).toContain("the rules won 13 of 30 BUY trades, a 43.3% win rate");
    expect(text).not.toMatch(/won 43\.3%|won 13\.3%/);
  });

  it("gives no figure for the chances when the history was too short to measure them", () => {
    // The engine's default (75%, capped at 35% for a WAIT) is not a measurement of this symbol.
    const f = factsFixture("WAIT");
    const text = writeNarrative({
      ...f,
      successProbability: 35,
      backtestProbability: 75,
      backtest: { ...f.backtest, trades: 5, winRate: 58.1, sufficient: false },
    }).reasoning;
    expect(text).toContain("No success probability was measured: only 5 comparable trades in this symbol's history.");
    expect(text).not.toMatch(/(?<!alignment )\b(35|75|58\.1)%/);
  });

  it("a WAIT states conditions, an AVOID no levels: neither reads as an order", () => {
    const wait = writeNarrative({ ...factsFixture("WAIT"), waitTrigger: 201 }).reasoning;
    expect(wait).toContain("No order now. If the price closes above the resistance at 201.00, then a buy near 200.00");
    // No level that confirms the call without undoing it: the signals agreeing is the condition.
    expect(writeNarrative(factsFixture("WAIT")).reasoning).toContain(
      "No order now. If the signals come to agree on a buy, then a buy near 200.00",
    );
    expect(wait).not.toMatch(/Entry: market|puts [\d,.]+ USD at risk/);
    expect(writeNarrative(factsFixture("AVOID")).reasoning).not.toMatch(/Entry:|Stop loss|at risk/);
  });
});
