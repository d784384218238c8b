// Test 1, ticker recognition: each fixed chart screenshot goes through the same steps as an upload
// to POST /api/analyses without a typed ticker (prepareImage, readScreenshot, readTicker), and counts as a
// success only when the instrument found is the one the chart shows.
import "server-only";
import { prepareImage } from "@/lib/analysis/intake/images";
import { readScreenshot, readTicker } from "@/lib/analysis/ticker/read-ticker";
import type { AiProvider } from "@/lib/providers/ai/types";
import type { MarketData } from "@/lib/providers/market/types";
import { sanitizeError } from "@/lib/system/sanitize";
import { renderChart } from "./chart-render";
import { TICKER_CASES, type TickerCase } from "./ticker-cases";

export interface TickerResult {
  label: string;
  assetClass: TickerCase["assetClass"];
  theme: TickerCase["theme"];
  expected: string;
  recognized: string | null;
  source: string | null; // "ocr" | "vision"
  success: boolean;
  error: string | null;
  ms: number;
}

export interface TickerTestResponse {
  successRate: number; // percent, one decimal
  successCount: number;
  totalTickers: number;
  results: TickerResult[];
  reader: string; // how charts were read, e.g. "offline OCR" or "together vision model, OCR fallback"
}

export async function runTickerTest(deps: {
  market: MarketData;
  ai: AiProvider;
  cases?: TickerCase[];
}): Promise<TickerTestResponse> {
  const cases = deps.cases ?? TICKER_CASES;
  const results: TickerResult[] = [];
  // One at a time: the OCR worker reads one image at a time anyway, and a vision provider is not flooded.
  for (const c of cases) {
    const started = performance.now();
    const base = { label: c.label, assetClass: c.assetClass, theme: c.theme, expected: c.expected };
    try {
      const image = await prepareImage(await renderChart(c), `${c.expected}.png`, "chart");
      // As POST /api/analyses: the chart is read first, and an image not read as a chart is refused.
      const read = await readScreenshot(image.original);
      if (read && !read.isChart) throw new Error("not recognised as a price chart");
      const reading = await readTicker({ chart: image.original, market: deps.market, ai: deps.ai, read });
      const recognized = reading.instrument.symbol;
      results.push({
        ...base,
        recognized,
        source: reading.source,
        success: recognized === c.expected,
        error: null,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      results.push({
        ...base,
        recognized: null,
        source: null,
        success: false,
        error: sanitizeError(error),
        ms: Math.round(performance.now() - started),
      });
    }
  }
  const successCount = results.filter((r) => r.success).length;
  return {
    successRate: cases.length ? Math.round((successCount / cases.length) * 1000) / 10 : 0,
    successCount,
    totalTickers: cases.length,
    results,
    reader: deps.ai.readChart
      ? `${deps.ai.name} vision model, offline OCR as fallback`
      : "offline OCR (no vision model configured)",
  };
}
