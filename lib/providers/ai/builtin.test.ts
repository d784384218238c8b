import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import { writeNarrative } from "./builtin";
import { factsFixture } from "./facts-fixture";

describe("built-in narrative", () => {
  it.each(["BUY", "SELL", "WAIT", "AVOID"] as const)("reads back as %s through the results screen's keyword rule, from the text alone", (rec) => {
    const n = writeNarrative(factsFixture(rec));
    // No levels, and a stated call that differs: the rule's fallbacks (levels, the stated call,
    // BUY) cannot produce the answer, so only the words of the narrative can.
    const stated = rec === "WAIT" ? "AVOID" : "WAIT";
    expect(recommendationFromText({ reasoning: "", stated })).not.toBe(rec);
    expect(recommendationFromText({ reasoning: n.reasoning, stated })).toBe(rec);
  });

  it("names the levels and why they sit there", () => {
    const n = writeNarrative(factsFixture("BUY"));
    expect(n.reasoning).toContain("Stop loss 195.5000");
    expect(n.reasoning).toContain("below the swing support at 196.0000");
    expect(n.reasoning).toContain("TP1 205.6250");
    expect(n.reasoning).toContain("TP2 209.0000");
    expect(n.reasoning).toContain("26 trades, win rate 61.5%");
    expect(n.reasoning).toContain("bullish engulfing (45% success in 11 past cases)");
    expect(n.engine).toBe("builtin");
  });

  it("gives the reason for WAIT and AVOID", () => {
    expect(writeNarrative(factsFixture("WAIT")).reasoning).toMatch(/^AAPL .*Waiting for confirmation .*needs a move of 40/);
    expect(writeNarrative(factsFixture("AVOID")).summary).toMatch(/^Avoid AAPL: the profit goal needs a move/);
  });
});
