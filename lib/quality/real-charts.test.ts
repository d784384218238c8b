import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadRealCharts, sameInstrument } from "./real-charts";

describe("the ticker test's real screenshots", () => {
  it("matches the feed's symbol to the instrument as printed on the chart", () => {
    expect(sameInstrument("EURUSD=X", "EURUSD")).toBe(true);
    expect(sameInstrument("BTC-USD", "BTC/USDT")).toBe(true);
    expect(sameInstrument("ETH-USD", "ETHUSDT")).toBe(true);
    expect(sameInstrument("SPY", "SPY")).toBe(true);
    expect(sameInstrument("NG=F", "XNGUSD")).toBe(false);
    expect(sameInstrument("BTC-USD", "ETHUSDT")).toBe(false);
  });

  it("reads only labelled price charts with a visible ticker, and answers null without the folder", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "charts-real-"));
    expect(loadRealCharts(dir)).toBeNull();
    writeFileSync(path.join(dir, "a.png"), "x");
    writeFileSync(path.join(dir, "b.png"), "x");
    writeFileSync(path.join(dir, "neg.png"), "x");
    writeFileSync(
      path.join(dir, "manifest.json"),
      JSON.stringify([
        { file: "a.png", instrument: "EURUSD", ticker_visible: true, is_price_chart: true, style: "tradingview" },
        { file: "b.png", instrument: null, ticker_visible: false, is_price_chart: true },
        { file: "neg.png", instrument: null, ticker_visible: false, is_price_chart: false },
        { file: "missing.png", instrument: "SPY", ticker_visible: true, is_price_chart: true },
      ]),
    );
    expect(loadRealCharts(dir)?.map((c) => [c.file, c.expected])).toEqual([["a.png", "EURUSD"]]);
  });
});
