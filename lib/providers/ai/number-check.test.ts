import { dropDisagreeingSentences } from "./number-check";

// A price-like number that matches no fact drops its sentence; a count, a ratio, a duration or a
// name that happens to fall in the price's range does not.
const check = (text: string, known: number[], price: number) => dropDisagreeingSentences(text, known, price);

describe("dropDisagreeingSentences", () => {
  it("drops a sentence naming a price the facts do not have, and keeps the rest", () => {
    const r = check("Entry at 195.20 with a stop at 190.10. Support holds at 188.", [195.2, 190.1], 195);
    expect(r.text).toBe("Entry at 195.20 with a stop at 190.10.");
    expect(r.dropped).toEqual(["Support holds at 188."]);
  });

  it("accepts a rounded fact within half a percent, with a currency sign or thousands separators", () => {
    expect(check("Resistance near $1,230 caps the move.", [1231.8], 1200).dropped).toEqual([]);
    expect(check("Watch 195 first.", [194.37], 195).dropped).toEqual([]);
  });

  // EUR/USD near 1.08: "TP1", "2 timeframes" and "1.5 ATR" all fall between half and double the price.
  it("keeps labels, counts, ratios and durations on a forex pair", () => {
    const text =
      "TP1 comes first, then TP2. Both 2 timeframes agree. The stop sits 1.5 ATR away at a 2:1 reward. Hold for 1 day or 2 sessions. Risk is 2% of the budget, at 1.5R.";
    expect(check(text, [1.0812, 1.0761], 1.08)).toEqual({ text, dropped: [] });
  });

  it("keeps indicator names and their values when the facts state them", () => {
    const text = "Price trades above the SMA50 and the EMA200 while RSI14 reads 72.4, with 62% success over 30 trades.";
    expect(check(text, [72.4], 60).dropped).toEqual([]);
    // An RSI value the facts do not give is a made-up number like any other.
    expect(check("RSI reads 55.", [72.4], 60).dropped).toEqual(["RSI reads 55."]);
  });

  it("still checks a price written after a currency code", () => {
    expect(check("Buy at USD195.", [190], 190).dropped).toEqual(["Buy at USD195."]);
  });
});
