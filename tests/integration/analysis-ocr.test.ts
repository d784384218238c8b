import { readFileSync } from "node:fs";
import path from "node:path";
import { readTicker } from "@/lib/analysis/ticker/read-ticker";
import { terminateOcr } from "@/lib/chart-reading/ocr";
import type { ReadDetail } from "@/lib/chart-reading/read-chart";
import { builtinAi } from "@/lib/providers/ai/builtin";
import { createDemoMarket } from "@/lib/providers/market/demo";

// Offline OCR (tesseract.js, local model) on the committed chart screenshots.
const fixture = (name: string) => readFileSync(path.join(__dirname, "../fixtures/charts", name));
const market = createDemoMarket(() => new Date("2026-03-10T15:30:00Z"));
afterAll(() => terminateOcr());
jest.setTimeout(60_000);

describe("reading the ticker from a chart screenshot", () => {
  it.each([
    ["aapl-1d-nasdaq.png", "AAPL"],
    ["apple-inc-nasdaq-aapl.jpg", "AAPL"],
    ["eurusd-1h.png", "EURUSD=X"],
  ])("%s -> %s", async (name, symbol) => {
    const reading = await readTicker({ chart: fixture(name), market, ai: builtinAi });
    expect(reading.instrument.symbol).toBe(symbol);
    expect(reading.source).toBe("ocr");
  });

  it("gives up with the spec's message when the chart names no instrument", async () => {
    await expect(readTicker({ chart: fixture("no-ticker.png"), market, ai: builtinAi })).rejects.toThrow(
      "Cannot identify ticker from chart",
    );
  });

  it("prefers the form's ticker without reading the image", async () => {
    const reading = await readTicker({
      formTicker: "MSFT",
      chart: fixture("aapl-1d-nasdaq.png"),
      market,
      ai: builtinAi,
    });
    expect(reading).toMatchObject({ source: "form", instrument: { symbol: "MSFT" } });
  });

  it("passes over a word that is some share's symbol when the chart's prices are not that share's", async () => {
    // A EURUSD chart at 1.11 whose title was cropped away: "MSFT" read from a side panel is weak.
    const read = (candidates: string[], lastPrice: number, strongCandidates: string[] = []): ReadDetail => ({
      isChart: true,
      evidence: [],
      ticker: candidates[0],
      tickerText: candidates[0],
      exchange: null,
      timeframe: null,
      axis: { side: "right", scale: "linear", min: lastPrice * 0.98, max: lastPrice * 1.02, labels: 5 },
      lastPrice,
      lastPriceSource: "label",
      series: null,
      plot: null,
      ms: 0,
      candidates,
      strongCandidates,
      priceAxis: null,
      fullSeries: null,
    });
    const chart = fixture("no-ticker.png");
    const eurusd = await readTicker({ chart, market, ai: builtinAi, read: read(["MSFT", "EURUSD"], 1.11) });
    expect(eurusd.instrument.symbol).toBe("EURUSD=X");
    // Priced like the chart, the same word is taken; with nothing priced like it, none is.
    const msftPrice = (await market.quotes(["MSFT"]))[0].price;
    const msft = await readTicker({ chart, market, ai: builtinAi, read: read(["MSFT", "EURUSD"], msftPrice) });
    expect(msft.instrument.symbol).toBe("MSFT");
    await expect(readTicker({ chart, market, ai: builtinAi, read: read(["MSFT"], 1.11) })).rejects.toThrow(
      "Cannot identify ticker from chart",
    );
  });

  it("prefers, among symbols written as symbols, the one priced like the chart", async () => {
    // A watchlist beside a EURUSD chart names MSFT in a symbol layout, ranked first.
    const read = (lastPrice: number): ReadDetail => ({
      isChart: true,
      evidence: [],
      ticker: "MSFT",
      tickerText: "MSFT",
      exchange: null,
      timeframe: null,
      axis: null,
      lastPrice,
      lastPriceSource: "label",
      series: null,
      plot: null,
      ms: 0,
      candidates: ["MSFT", "EURUSD"],
      strongCandidates: ["MSFT", "EURUSD"],
      priceAxis: null,
      fullSeries: null,
    });
    const chart = fixture("no-ticker.png");
    expect((await readTicker({ chart, market, ai: builtinAi, read: read(1.11) })).instrument.symbol).toBe("EURUSD=X");
    // Priced like neither (a screenshot from long ago): the first, as ranked.
    expect((await readTicker({ chart, market, ai: builtinAi, read: read(0.01) })).instrument.symbol).toBe("MSFT");
  });
});
