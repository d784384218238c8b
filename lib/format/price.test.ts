import {
  changeDirection,
  formatChange,
  formatMoney,
  formatPercent,
  formatUsd,
  formatPrice,
  formatSignedMoney,
  formatVolume,
  isForexLike,
  planDecimals,
  priceDecimals,
} from "./price";

describe("price decimals rule (part 2 section 9: 5 for currency pairs, 2 otherwise)", () => {
  it("uses 5 decimals for forex-like symbols", () => {
    expect(priceDecimals("EUR/USD", 1.08)).toBe(5);
    expect(priceDecimals("EURUSD=X", 1.08)).toBe(5);
    expect(priceDecimals("gbpusd", 1.27)).toBe(5);
    expect(priceDecimals("USDJPY=X", 152.3)).toBe(5);
    expect(priceDecimals("XRPUSD", 2.2)).toBe(5); // contains USD and trades under 10
    expect(formatPrice(1.0834567, "EURUSD=X")).toBe("1.08346");
    expect(formatPrice(152.3, "USDJPY=X")).toBe("152.30000");
  });

  // Part 2 refines part 1 (which gave stocks 4 decimals): AAPL 248.9609 read as noise.
  it("uses 2 decimals for everything else, with thousands separators", () => {
    expect(priceDecimals("BTC-USD", 95_000)).toBe(2);
    expect(priceDecimals("AAPL", 230.5)).toBe(2);
    expect(priceDecimals("AAPL", 1000)).toBe(2);
    expect(priceDecimals("BTCUSD", 95_000)).toBe(2); // USD but not under 10
    expect(isForexLike("SOLUSD", 190)).toBe(false);
    expect(isForexLike("XRP-USD", 2.2)).toBe(false); // a crypto ticker, not a currency pair
    expect(formatPrice(95123.456, "BTC-USD")).toBe("95,123.46");
    expect(formatPrice(230.5, "AAPL")).toBe("230.50");
    expect(formatPrice(248.9609, "AAPL")).toBe("248.96");
    expect(formatPrice(169063.58, "BTC-USD")).toBe("169,063.58");
  });

  it("keeps 4 significant digits below 1", () => {
    expect(formatPrice(0.351234, "DOGE-USD")).toBe("0.3512");
    expect(formatPrice(0.0000123456, "SHIB-USD")).toBe("0.00001235");
    expect(priceDecimals("DOGE-USD", 0.35)).toBe(4);
  });

  it("gives a plan finer decimals when one tick would be a large part of a bar's range", () => {
    expect(planDecimals("AAPL", 230, 0.4)).toBe(2);
    expect(planDecimals("XRP-USD", 2.2, 0.006)).toBe(4);
    expect(planDecimals("EURUSD=X", 1.08, 0.0004)).toBe(5);
  });

  it("shows 0.00 for a missing or NaN price", () => {
    expect(formatPrice(undefined, "AAPL")).toBe("0.00");
    expect(formatPrice(null)).toBe("0.00");
    expect(formatPrice(Number.NaN, "AAPL")).toBe("0.00");
  });
});

describe("money and percent", () => {
  it("writes money with separators and its currency", () => {
    expect(formatMoney(50_000, "USD")).toBe("50,000.00 USD");
    expect(formatMoney(48.374, "EUR")).toBe("48.37 EUR");
    expect(formatMoney(Number.NaN, "USD")).toBe("0.00 USD");
    expect(formatMoney(-0.001, "USD")).toBe("0.00 USD");
    expect(formatSignedMoney(2520.43)).toBe("+2,520.43");
    expect(formatSignedMoney(-1234.5)).toBe("-1,234.50");
  });

  it("writes percentages with at most one decimal", () => {
    expect(formatPercent(35)).toBe("35%");
    expect(formatPercent(37.84)).toBe("37.8%");
    expect(formatPercent(Infinity)).toBe("0%");
  });
});

describe("market widget formats", () => {
  it("shows changes with 2 decimals and a sign", () => {
    expect(formatChange(1.234)).toBe("+1.23");
    expect(formatChange(-0.5)).toBe("-0.50");
    expect(formatChange(0)).toBe("0.00");
    expect(formatChange(Number.NaN)).toBe("0.00");
    expect(formatChange(2520.43)).toBe("+2,520.43");
    expect(formatChange(-0.001)).toBe("0.00");
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

describe("formatUsd", () => {
  it("writes dollars with separators and two decimals, the sign left to the caller", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(-20)).toBe("$20.00");
    expect(formatUsd(0.004)).toBe("$0.00");
    expect(formatUsd(Number.NaN)).toBe("$0.00");
  });
});
