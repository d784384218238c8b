import { isPeriod, parseInterval, periodAggregation } from "./parse-interval";

describe("parseInterval reads each app's own notation", () => {
  it.each([
    // TradingView: letters and counts; bare numbers are minutes only where the layout says so.
    ["1D", "1D"],
    ["D", "1D"],
    ["1W", "1W"],
    ["W", "1W"],
    ["1M", "1M"],
    ["3M", "3M"],
    ["12M", "12M"],
    ["1S", "1s"],
    ["4H", "4h"],
    // MetaTrader periods.
    ["M1", "1m"],
    ["M5", "5m"],
    ["M15", "15m"],
    ["H1", "1h"],
    ["H4", "4h"],
    ["D1", "1D"],
    ["W1", "1W"],
    ["MN", "1M"],
    ["MN1", "1M"],
    // cTrader writes minutes and hours in lower case.
    ["m5", "5m"],
    ["h1", "1h"],
    // Binance and other exchanges.
    ["1m", "1m"],
    ["15m", "15m"],
    ["1h", "1h"],
    ["4h", "4h"],
    ["1d", "1D"],
    ["1w", "1W"],
    // NinjaTrader and thinkorswim in words.
    ["5 Minute", "5m"],
    ["1 Day", "1D"],
    ["7 Days", "7D"],
    ["15 min", "15m"],
    ["2 hours", "2h"],
    ["Daily", "1D"],
    ["Week", "1W"],
    ["Quarter", "3M"],
    ["(00:05:00)", "5m"],
    ["(01:00:00)", "1h"],
    ["(00:00:30)", "30s"],
    // Chinese, Japanese, Korean.
    ["15分钟", "15m"],
    ["4小时", "4h"],
    ["4小時", "4h"],
    ["日线", "1D"],
    ["周线", "1W"],
    ["月线", "1M"],
    ["日K", "1D"],
    ["1天", "1D"],
    ["5分", "5m"],
    ["1時間", "1h"],
    ["4時間足", "4h"],
    ["日足", "1D"],
    ["週足", "1W"],
    ["15분", "15m"],
    ["4시간", "4h"],
    ["일봉", "1D"],
    ["1주", "1W"],
  ])("%s -> %s", (text, tf) => {
    expect(parseInterval(text)).toBe(tf);
  });

  it.each([
    "24h",
    "24hrs",
    "24 hours",
    "2000 Tick",
    "20 Range",
    "分时",
    "1Y",
    "150M",
    "Exit",
    "USD",
    "5",
    "2024",
    "(12:30)",
    "t1",
  ])("%s names no interval", (text) => {
    expect(parseInterval(text)).toBeNull();
  });

  it("reads a bare number as TradingView's minutes only when asked", () => {
    expect(parseInterval("5", { bareNumber: true })).toBe("5m");
    expect(parseInterval("240", { bareNumber: true })).toBe("4h");
    expect(parseInterval("60", { bareNumber: true })).toBe("1h");
    // Not an interval TradingView offers: a price or a count.
    expect(parseInterval("7", { bareNumber: true })).toBeNull();
    expect(parseInterval("1000", { bareNumber: true })).toBeNull();
  });
});

describe("thinkorswim's period and aggregation", () => {
  it("takes the aggregation after a period", () => {
    expect(periodAggregation(["1Y", "1D"], 0)).toBe("1D");
    expect(periodAggregation(["5D", "15m"], 0)).toBe("15m");
    expect(periodAggregation(["YTD", "1h"], 0)).toBe("1h");
    expect(periodAggregation(["3M", "1D"], 0)).toBe("1D");
  });

  it("is no pair when the second is not shorter or not an interval", () => {
    expect(periodAggregation(["1D", "1W"], 0)).toBeNull();
    expect(periodAggregation(["1m", "5m"], 0)).toBeNull();
    expect(periodAggregation(["1Y", "Vol"], 0)).toBeNull();
    expect(isPeriod("15m")).toBe(false);
  });
});
