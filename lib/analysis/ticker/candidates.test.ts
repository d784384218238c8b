import { lastPriceFrom, tickerCandidates } from "./candidates";

describe("ticker candidates from chart text", () => {
  it.each([
    ["AAPL", "AAPL"],
    ["AAPL - 1D - NASDAQ", "AAPL"],
    ["Apple Inc. - 1D - NASDAQ AAPL", "AAPL"],
    ["NASDAQ:AAPL, 1D", "AAPL"],
    ["EUR/USD · 1h · FX", "EUR/USD"],
    ["BTCUSD · 15 · BINANCE", "BTC-USD"],
    ["EURUSD 4H", "EUR/USD"],
  ])("%s -> %s first", (text, first) => {
    expect(tickerCandidates(text)[0]).toBe(first);
  });

  it("skips timeframes, exchanges and indicator labels", () => {
    expect(tickerCandidates("1D NASDAQ RSI MACD VOL 15M")).toEqual([]);
  });

  it("reads a labelled last price or the value off the axis grid, never an axis tick", () => {
    expect(lastPriceFrom("AAPL O 230.10 H 236.00 L 229.50 C 235.10")).toBe(235.1);
    expect(lastPriceFrom("240.00\n230.00\n227.35\n220.00\n210.00")).toBe(227.35);
    expect(lastPriceFrom("240.00\n230.00\n220.00\n210.00")).toBeNull();
    expect(lastPriceFrom("AAPL 1D")).toBeNull();
  });
});
