import { instrumentLabel, instrumentName, isProviderCode, namesInText } from "./instrument";

test("provider codes give way to the instrument's name; tickers stay beside it", () => {
  expect(instrumentLabel("AAPL", "Apple Inc.")).toBe("Apple Inc. (AAPL)");
  expect(instrumentLabel("BTC-USD", "Bitcoin USD")).toBe("Bitcoin USD (BTC-USD)");
  expect(instrumentLabel("EURUSD=X", "EUR/USD")).toBe("EUR/USD");
  expect(instrumentLabel("GC=F", "Gold")).toBe("Gold");
  expect(isProviderCode("^VIX")).toBe(true);
  expect(isProviderCode("MSFT")).toBe(false);
});

test("a feed code without a name still reads as a name (issue 26 item 5)", () => {
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
