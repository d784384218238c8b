import { recommendationFromText } from "./recommendation-keywords";

const rec = (reasoning: string, extra: { entryPrice?: number; stopLoss?: number; stated?: string } = {}) =>
  recommendationFromText({ reasoning, ...extra });

describe("recommendation keyword rule", () => {
  it("puts AVOID first, then WAIT", () => {
    expect(rec("Strong uptrend but high risk around earnings")).toBe("AVOID");
    expect(rec("Bullish, yet do not open a position before the data")).toBe("AVOID");
    expect(rec("Uptrend; waiting for a pullback to support")).toBe("WAIT");
    expect(rec("The picture is unclear")).toBe("WAIT");
  });

  it("reads Italian keywords", () => {
    expect(rec("Meglio evitare questo titolo")).toBe("AVOID");
    expect(rec("Operazione ad alto rischio")).toBe("AVOID");
    expect(rec("Non aprire posizioni oggi")).toBe("AVOID");
    expect(rec("Restiamo in attesa di conferme")).toBe("WAIT");
    expect(rec("Quadro incerto, segnale neutro")).toBe("WAIT");
    expect(rec("Tendenza al ribasso confermata")).toBe("SELL");
    expect(rec("Momento rialzista solido")).toBe("BUY");
    expect(rec("Aprire una posizione corta sotto 100")).toBe("SELL");
    expect(rec("Aprire una posizione lunga sopra 100")).toBe("BUY");
  });

  it("uses one-sided trend words, then long/short phrases", () => {
    expect(rec("Clear downtrend with bearish momentum")).toBe("SELL");
    expect(rec("Clear uptrend")).toBe("BUY");
    expect(rec("Weekly downtrend, daily uptrend: take a short position")).toBe("SELL");
    expect(rec("Weekly downtrend, daily uptrend: go long on the break")).toBe("BUY");
  });

  it("falls back to the stop side, bullish wording, then the stated call", () => {
    expect(rec("Price at 100.", { entryPrice: 100, stopLoss: 104 })).toBe("SELL");
    expect(rec("Bearish weekly, bullish daily.", { entryPrice: 100, stopLoss: 96 })).toBe("BUY");
    expect(rec("Price sits at the mid band.", { stated: "wait" })).toBe("WAIT");
    expect(rec("Price sits at the mid band.")).toBe("BUY");
    expect(rec("")).toBe("BUY");
  });

  it("matches whole words only", () => {
    expect(rec("The avoidance of doubt clause", { stated: "SELL" })).toBe("SELL");
  });
});
