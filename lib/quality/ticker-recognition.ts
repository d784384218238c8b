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
import { loadRealCharts, sameInstrument, type RealChartCase } from "./real-charts";
import { TICKER_CASES, type TickerCase } from "./ticker-cases";

export interface TickerResult {
  label: string;
  assetClass: TickerCase["assetClass"] | "real";
  theme: TickerCase["theme"] | "real";
  expected: string;
  recognized: string | null;
  source: string | null; // "ocr" | "vision"
  success: boolean;
  error: string | null;
  ms: number;
}

export interface TickerScore {
  successRate: number; // percent, one decimal
  successCount: number;
  totalTickers: number;
}

export interface TickerTestResponse extends TickerScore {
  // The spec's fields (successRate, successCount, totalTickers, results) cover every screenshot read;
  // the two sets are also scored apart, since a rendered 100% says little about real uploads.
  results: TickerResult[];
  rendered: TickerScore;
  real: (TickerScore & { folder: string }) | null; // null: the real screenshots are not on this server
  reader: string; // how charts were read, e.g. "offline OCR" or "together vision model, OCR fallback"
}

type Deps = { market: MarketData; ai: AiProvider };

/** One screenshot through the upload's steps: is it a chart, then which instrument. */
async function readOne(deps: Deps, png: Buffer, file: string) {
  const image = await prepareImage(png, file, "chart");
  // As POST /api/analyses: the chart is read first, and an image not read as a chart is refused.
  const read = await readScreenshot(image.original);
  if (read && !read.isChart) throw new Error("not recognised as a price chart");
  return readTicker({ chart: image.original, market: deps.market, ai: deps.ai, read });
}

async function scoreOne(
  deps: Deps,
  base: Omit<TickerResult, "recognized" | "source" | "success" | "error" | "ms">,
  load: () => Promise<Buffer>,
  file: string,
  matches: (symbol: string) => boolean,
): Promise<TickerResult> {
  const started = performance.now();
  try {
    const reading = await readOne(deps, await load(), file);
    const recognized = reading.instrument.symbol;
    return {
      ...base,
      recognized,
      source: reading.source,
      success: matches(recognized),
      error: null,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    return {
      ...base,
      recognized: null,
      source: null,
      success: false,
      error: sanitizeError(error),
      ms: Math.round(performance.now() - started),
    };
  }
}

const score = (rows: TickerResult[]): TickerScore => {
  const successCount = rows.filter((r) => r.success).length;
  return {
    successRate: rows.length ? Math.round((successCount / rows.length) * 1000) / 10 : 0,
    successCount,
    totalTickers: rows.length,
  };
};

export async function runTickerTest(
  deps: Deps & { cases?: TickerCase[]; realCases?: RealChartCase[] | null },
): Promise<TickerTestResponse> {
  const cases = deps.cases ?? TICKER_CASES;
  const realCases = deps.realCases === undefined ? loadRealCharts() : deps.realCases;
  const rendered: TickerResult[] = [];
  // One at a time: the OCR worker reads one image at a time anyway, and a vision provider is not flooded.
  for (const c of cases) {
    const base = { label: c.label, assetClass: c.assetClass, theme: c.theme, expected: c.expected };
    rendered.push(
      await scoreOne(
        deps,
        base,
        () => renderChart(c),
        `${c.expected}.png`,
        (s) => s === c.expected,
      ),
    );
  }
  const real: TickerResult[] = [];
  for (const c of realCases ?? []) {
    const base = { label: c.label, assetClass: "real" as const, theme: "real" as const, expected: c.expected };
    real.push(
      await scoreOne(
        deps,
        base,
        async () => c.image,
        c.file,
        (s) => sameInstrument(s, c.expected),
      ),
    );
  }
  const results = [...rendered, ...real];
  return {
    ...score(results),
    results,
    rendered: score(rendered),
    real: realCases ? { ...score(real), folder: "shared/fixtures/charts-real" } : null,
    reader: deps.ai.readChart
      ? `${deps.ai.name} vision model, offline OCR as fallback`
      : "offline OCR (no vision model configured)",
  };
}
