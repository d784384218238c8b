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

  const detail = (
    candidates: string[],
    lastPrice: number | null,
    strongCandidates: string[] = [],
    axis = true,
  ): ReadDetail => ({
    isChart: true,
    evidence: [],
    ticker: candidates[0],
    tickerText: strongCandidates[0] ?? null,
    exchange: null,
    timeframe: null,
    axis:
      axis && lastPrice
        ? { side: "right", scale: "linear", min: lastPrice * 0.98, max: lastPrice * 1.02, labels: 5 }
        : null,
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
  const asked = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error("expected the server to ask");
      },
      (e: { status: number; extra?: { reason?: string; choices?: { symbol: string }[] } }) => {
        expect(e.status).toBe(409);
        expect(e.extra?.reason).toBe("CONFIRM_INSTRUMENT");
        return e.extra?.choices?.map((c) => c.symbol);
      },
    );

  it("asks, never switches, when a word that is some share's symbol is priced unlike the chart", async () => {
    // A EURUSD chart at 1.11 whose title was cropped away: "MSFT" read from a side panel is weak.
    await expect(
      asked(readTicker({ chart, market, ai: builtinAi, read: detail(["MSFT", "EURUSD"], 1.11) })),
    ).resolves.toEqual(["MSFT", "EURUSD=X"]);
    // Priced like the chart, the same word is taken.
    const msftPrice = (await market.quotes(["MSFT"]))[0].price;
    const msft = await readTicker({ chart, market, ai: builtinAi, read: detail(["MSFT", "EURUSD"], msftPrice) });
    expect(msft.instrument.symbol).toBe("MSFT");
  });

  it("asks when two symbols written as symbols are both priced like the chart, the read one first", async () => {
    // A split chart: the Nasdaq and the S&P 500 ETFs side by side.
    const qqq = (await market.quotes(["QQQ"]))[0].price;
    await expect(
      asked(readTicker({ chart, market, ai: builtinAi, read: detail(["QQQ", "SPY"], qqq, ["QQQ", "SPY"]) })),
    ).resolves.toEqual(["QQQ", "SPY"]);
    // A watchlist's pair priced unlike the chart is no rival: the read one is analysed.
    const eurusd = await readTicker({
      chart,
      market,
      ai: builtinAi,
      read: detail(["EURUSD", "MSFT"], 1.11, ["EURUSD", "MSFT"]),
    });
    expect(eurusd.instrument.symbol).toBe("EURUSD=X");
  });

  it("keeps the read instrument when the chart's price is old: a coin priced like another one stays itself", async () => {
    // BTCUSDT read at a price twelve times below today's; a weak "ETH" below it is priced like the chart.
    const btc = (await market.quotes(["BTC-USD"]))[0].price;
    const reading = await readTicker({
      chart,
      market,
      ai: builtinAi,
      read: detail(["BTCUSDT", "ETH"], Math.round(btc / 12), ["BTCUSDT"]),
    });
    expect(reading.instrument.symbol).toBe("BTC-USD");
    expect(reading.tickerWarning).toBeUndefined();
  });

  it("asks with the other symbols when no price can be compared (a phone chart without an axis)", async () => {
    await expect(
      asked(
        readTicker({ chart, market, ai: builtinAi, read: detail(["GOOG", "AAPL"], null, ["GOOG", "AAPL"], false) }),
      ),
    ).resolves.toEqual(["GOOGL", "AAPL"]);
  });
  it("asks when a vision model reads another instrument than the one named under 'What we read'", async () => {
    const vision = { ...builtinAi, readChart: async () => ({ ticker: "NASDAQ:NVDA", lastPrice: null }) };
    const aapl = (await market.quotes(["AAPL"]))[0].price;
    await expect(
      asked(readTicker({ chart, market, ai: vision, read: detail(["AAPL"], aapl, ["AAPL"]) })),
    ).resolves.toEqual(["AAPL", "NVDA"]);
    // The same reading as the chart's: analysed.
    const same = { ...builtinAi, readChart: async () => ({ ticker: "AAPL", lastPrice: aapl }) };
    const reading = await readTicker({ chart, market, ai: same, read: detail(["AAPL"], aapl, ["AAPL"]) });
    expect(reading).toMatchObject({ source: "vision", instrument: { symbol: "AAPL" } });
  });
});
