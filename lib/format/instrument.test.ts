import { instrumentLabel, isProviderCode } from "./instrument";

test("provider codes give way to the instrument's name; tickers stay beside it", () => {
  expect(instrumentLabel("AAPL", "Apple Inc.")).toBe("Apple Inc. (AAPL)");
  expect(instrumentLabel("BTC-USD", "Bitcoin USD")).toBe("Bitcoin USD (BTC-USD)");
  expect(instrumentLabel("EURUSD=X", "EUR/USD")).toBe("EUR/USD");
  expect(instrumentLabel("GC=F", "Gold")).toBe("Gold");
  expect(instrumentLabel("^GSPC", null)).toBe("^GSPC");
  expect(isProviderCode("^VIX")).toBe(true);
  expect(isProviderCode("MSFT")).toBe(false);
});
