import { readChartImage } from "./read-image";
import { terminateOcr } from "./ocr";
import { renderChart } from "../../tests/fixtures/charts/render-chart";

// Symbols and intervals as the apps document them, drawn here as a chart's title and read through
// the whole reader, OCR included: MetaTrader's chart title "SYMBOL,PERIOD" and its "vs" description,
// TradingView's continuous futures "EXCHANGE:ROOT1!", NinjaTrader's "ROOT MM-YY" instrument with its
// bar type, thinkorswim's "/ROOT". Each chart tags its last close on the axis.
afterAll(() => terminateOcr());
jest.setTimeout(300_000);

describe("documented symbol notations on a rendered chart", () => {
  it.each([
    ["GBPJPY,H4", 190, 2, "GBPJPY", "4h"],
    ["USDCHF, M30: US Dollar vs Swiss Franc", 0.9, 10, "USDCHF", "30m"],
    ["COMEX:SI1! 1h", 24, 6, "SI1!", "1h"],
    ["CL 12-24 (5 Minute)", 70, 8, "/CL", "5m"],
    ["/ES 15m", 4500, 9, "/ES", "15m"],
  ])("%s", async (title, start, seed, ticker, timeframe) => {
    const read = await readChartImage(await renderChart({ title, start, seed }));
    expect(read).toMatchObject({ isChart: true, ticker, timeframe, lastPriceSource: "label" });
  });
});

describe("a render whose ticks are printed rounded from an uneven step", () => {
  it("reads the last-price tag between them (seed 3's AAPL: tag 145.48, ticks 143.37 145.71 148.06 ...)", async () => {
    const read = await readChartImage(await renderChart({ title: "AAPL · 1D · NASDAQ", start: 148, seed: 3 }));
    expect(read).toMatchObject({ ticker: "AAPL", lastPrice: 145.48, lastPriceSource: "label" });
    expect(read.reasons?.lastPrice).toBe("Last price from the price tag on the axis");
  });
});
