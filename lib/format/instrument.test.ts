import { instrumentLabel, instrumentName, isProviderCode, namesInText, nearestFeedSymbols } from "./instrument";

test("provider codes give way to the instrument's name; tickers stay beside it", () => {
  expect(instrumentLabel("AAPL", "Apple Inc.")).toBe("Apple Inc. (AAPL)");
  expect(instrumentLabel("BTC-USD", "Bitcoin USD")).toBe("Bitcoin USD (BTC-USD)");
  expect(instrumentLabel("EURUSD=X", "EUR/USD")).toBe("EUR/USD");
  expect(instrumentLabel("GC=F", "Gold")).toBe("Gold");
  expect(isProviderCode("^VIX")).toBe(true);
  expect(isProviderCode("MSFT")).toBe(false);
});

test("a feed code without a name still reads as a name", () => {
  expect(instrumentLabel("^GSPC", null)).toBe("S&P 500");
  expect(instrumentName("EURUSD=X")).toBe("EUR/USD");
  expect(instrumentName("GC=F")).toBe("Gold");
  expect(instrumentName("^IXIC")).toBe("Nasdaq Composite");
  expect(instrumentName("NG=F")).toBe("Natural Gas");
  expect(instrumentName("JPY=X")).toBe("USD/JPY");
  expect(instrumentName("AAPL")).toBe("AAPL");
  expect(namesInText("GC=F rises while ^IXIC slips and EURUSD=X holds; AAPL too")).toBe(
    "Gold rises while Nasdaq Composite slips and EUR/USD holds; AAPL too",
  );
});

test("a symbol the feed does not know gets the nearest codes it has", () => {
  expect(nearestFeedSymbols("XNGUSD")).toEqual([{ symbol: "NG=F", name: "Natural Gas" }]);
  expect(nearestFeedSymbols("xauusd")).toEqual([{ symbol: "GC=F", name: "Gold" }]);
  expect(nearestFeedSymbols("EUR/USD")).toEqual([{ symbol: "EURUSD=X", name: "EUR/USD" }]);
  expect(nearestFeedSymbols("BTCUSD")).toEqual([{ symbol: "BTC-USD", name: "BTC-USD" }]);
  expect(nearestFeedSymbols("NAS100").map((s) => s.symbol)).toEqual(["^NDX", "^IXIC"]);
  expect(nearestFeedSymbols("ZZZZQX")).toEqual([]);
});
