// The instrument to analyse: the form's ticker, else the one read from the chart (vision model
// when configured, else offline OCR). Also returns a last price read from the image, which is
// only ever compared with the live quote, never used for levels.
import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { AiProvider } from "@/lib/providers/ai/types";
import type { Instrument, MarketData } from "@/lib/providers/market/types";
import { lastPriceFrom, tickerCandidates } from "./candidates";
import { readChartText } from "./ocr";

export const CANNOT_IDENTIFY = "Cannot identify ticker from chart";

export interface TickerReading {
  instrument: Instrument;
  source: "form" | "ocr" | "vision";
  imagePrice: number | null;
  engineNote?: string;
}

async function firstResolvable(market: MarketData, candidates: string[]): Promise<Instrument | null> {
  for (const c of candidates) {
    try {
      return await market.resolve(c);
    } catch {
      // not a known symbol: try the next candidate
    }
  }
  return null;
}

async function fromOcr(chart: Buffer): Promise<{ candidates: string[]; price: number | null }> {
  if (!env.OCR_ENABLED) return { candidates: [], price: null };
  const text = await readChartText(chart);
  return { candidates: tickerCandidates(text), price: lastPriceFrom(text) };
}

/** The last price on a chart whose ticker came from the form (run alongside the market fetch). */
export async function readImagePrice(chart: Buffer | null): Promise<number | null> {
  if (!chart) return null;
  return fromOcr(chart).then((r) => r.price).catch(() => null);
}

export async function readTicker(o: { formTicker?: string; chart: Buffer | null; market: MarketData; ai: AiProvider }): Promise<TickerReading> {
  if (o.formTicker) return { instrument: await o.market.resolve(o.formTicker), source: "form", imagePrice: null };
  if (!o.chart) throw new AppError("bad_request", CANNOT_IDENTIFY);

  let note: string | undefined;
  if (o.ai.readChart) {
    try {
      const seen = await o.ai.readChart(o.chart);
      const instrument = seen?.ticker ? await firstResolvable(o.market, tickerCandidates(seen.ticker).concat(seen.ticker)) : null;
      if (instrument) return { instrument, source: "vision", imagePrice: seen?.lastPrice ?? null };
    } catch (error) {
      note = `Vision ticker reading failed (${error instanceof Error ? error.message.slice(0, 120) : "error"}); OCR was used.`;
    }
  }
  const ocr = await fromOcr(o.chart).catch(() => ({ candidates: [] as string[], price: null }));
  const instrument = await firstResolvable(o.market, ocr.candidates);
  if (!instrument) throw new AppError("bad_request", CANNOT_IDENTIFY);
  return { instrument, source: "ocr", imagePrice: ocr.price, engineNote: note };
}
