import { formatSize, lotBreakdown } from "./size";

describe("position sizes in the units traders count", () => {
  it("counts forex in lots of 100,000 units, traded in micro lots", () => {
    expect(formatSize(45_000, "forex", "EURUSD=X", 1.08)).toBe("0.45 lots (45,000 units)");
    expect(formatSize(100_000, "forex", "EURUSD=X", 1.08)).toBe("1.00 lot (100,000 units)");
    expect(lotBreakdown(45_000)).toBe("4 mini + 5 micro lots");
    expect(lotBreakdown(1_230_000)).toBe("12 standard + 3 mini lots");
    expect(lotBreakdown(1000)).toBe("1 micro lot");
  });

  it("counts shares whole", () => {
    expect(formatSize(33, "stock", "AAPL", 230)).toBe("33 shares");
    expect(formatSize(1, "etf", "SPY", 590)).toBe("1 share");
    expect(formatSize(1200, "stock", "INTC", 22)).toBe("1,200 shares");
  });

  it("gives crypto a precision worth about one unit of the quote currency", () => {
    expect(formatSize(0.07398, "crypto", "BTC-USD", 95_000)).toBe("0.07398 BTC");
    expect(formatSize(20_000, "crypto", "DOGE-USD", 0.35)).toBe("20,000 DOGE");
  });

  it("sizes CFDs (indices, commodities) in hundredths", () => {
    expect(formatSize(17.47, "commodity", "GC=F", 2650)).toBe("17.47 units");
  });
});
