import { readFileSync } from "node:fs";
import path from "node:path";
import { readTicker } from "@/lib/analysis/ticker/read-ticker";
import { terminateOcr } from "@/lib/chart-reading/ocr";
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
});
