import { changeDirection, formatChange, formatPrice, formatVolume, isForexLike, priceDecimals } from "./price";

describe("price decimals rule (spec part 1 section 5)", () => {
  it("uses 5 decimals for forex-like symbols", () => {
    expect(priceDecimals("EUR/USD", 1.08)).toBe(5);
    expect(priceDecimals("EURUSD=X", 1.08)).toBe(5);
    expect(priceDecimals("gbpusd", 1.27)).toBe(5);
    expect(priceDecimals("USDJPY=X", 152.3)).toBe(5);
    expect(priceDecimals("XRPUSD", 2.2)).toBe(5); // contains USD and trades under 10
    expect(formatPrice(1.0834567, "EURUSD=X")).toBe("1.08346");
  });

  it("uses 2 decimals above 1000 and 4 otherwise", () => {
    expect(priceDecimals("BTC-USD", 95_000)).toBe(2);
    expect(priceDecimals("AAPL", 230.5)).toBe(4);
    expect(priceDecimals("AAPL", 1000)).toBe(4);
    expect(priceDecimals("BTCUSD", 95_000)).toBe(2); // USD but not under 10
    expect(isForexLike("SOLUSD", 190)).toBe(false);
    expect(formatPrice(95123.456, "BTC-USD")).toBe("95,123.46");
    expect(formatPrice(230.5, "AAPL")).toBe("230.5000");
  });

  it("shows 0.00 for a missing or NaN price", () => {
    expect(formatPrice(undefined, "AAPL")).toBe("0.00");
    expect(formatPrice(null)).toBe("0.00");
    expect(formatPrice(Number.NaN, "AAPL")).toBe("0.00");
  });
});

describe("market widget formats", () => {
  it("shows changes with 2 decimals and a sign", () => {
    expect(formatChange(1.234)).toBe("+1.23");
    expect(formatChange(-0.5)).toBe("-0.50");
    expect(formatChange(0)).toBe("0.00");
    expect(formatChange(Number.NaN)).toBe("0.00");
  });

  it("abbreviates volume with K, M and B at 1e3, 1e6 and 1e9", () => {
    expect(formatVolume(999)).toBe("999");
    expect(formatVolume(1_000)).toBe("1.00K");
    expect(formatVolume(52_400_000)).toBe("52.40M");
    expect(formatVolume(3_100_000_000)).toBe("3.10B");
    expect(formatVolume(undefined)).toBe("0");
  });

  it("names the direction of a change for colours and arrows", () => {
    expect(changeDirection(0.01)).toBe("up");
    expect(changeDirection(-2)).toBe("down");
    expect(changeDirection(0)).toBe("flat");
    expect(changeDirection(null)).toBe("flat");
  });
});
