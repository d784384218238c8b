// The instrument to analyse: the form's ticker, else the one read from the chart (vision model
// when configured, else the offline chart reader in lib/chart-reading). The chart's own read
// (axis, last price, swings) comes along; its numbers are only compared with the market, never
// used for levels, and a vision model's numbers are checked against the axis read.
import "server-only";
import { env } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import { imagePool } from "@/lib/concurrency/image-pool";
import { notAChart } from "@/lib/analysis/chart-check";
import { REASONS } from "@/lib/analysis/intake/reasons";
import { instrumentLabel } from "@/lib/format/instrument";
import { readScreenshotImage } from "@/lib/chart-reading/thread/reader";
import type { ReadDetail } from "@/lib/chart-reading/read-chart";
import type { AiProvider, ChartReading } from "@/lib/providers/ai/types";
import type { Instrument, MarketData } from "@/lib/providers/market/types";
import { tickerCandidates } from "./candidates";
import { chooseFromRead, shownTicker, visionDisagrees } from "./choose";
import { typedNotFound, typedWarning } from "./typed";
import { servedAs } from "./served";

export const CANNOT_IDENTIFY = "Cannot identify ticker from chart";

export interface TickerReading {
  instrument: Instrument;
  source: "form" | "ocr" | "vision";
  /** The chart's last price: the axis read, or the vision model's when there is no axis read. */
  imagePrice: number | null;
  engineNote?: string;
  /** A typed ticker that differs from the one the chart shows: the warning to show. */
  tickerWarning?: string;
}

/**
 * Reads the screenshot offline (null only when OCR is switched off). An image that is not a price
 * chart is refused here (400 NOT_A_CHART), and one that could not be read at all answers 503:
 * the check is never skipped, and no token is spent on either.
 */
export async function readScreenshot(chart: Buffer | null): Promise<ReadDetail | null> {
  if (!chart || !env.OCR_ENABLED) return null;
  // In the bounded image pool (lib/concurrency/image-pool.ts); a full pool's 503 reaches the caller.
  // The read itself runs in the screenshot thread (lib/chart-reading/thread), off the event loop.
  // Fails closed: an image that could not be read is never analysed as if it were a chart.
  const read = await imagePool
    .run(() => readScreenshotImage("chart", chart))
    .catch((error) => {
      if (isAppError(error)) throw error;
      console.warn("[chart-reading] failed", error instanceof Error ? error.message : error);
      throw unreadable();
    });
  if (!read.isChart) throw notAChart();
  return read;
}

const unreadable = () =>
  new AppError("unavailable", "We could not read your chart just now. Please try again in a minute.", {
    retryAfterSeconds: 30,
    reason: REASONS.busy,
  });
const cannotIdentify = () => new AppError("bad_request", CANNOT_IDENTIFY, { reason: REASONS.cannotIdentify });

/** The first candidate the market serves (a vision model's reading: "NASDAQ:NVDA", then as read). */
async function firstResolvable(market: MarketData, candidates: string[]): Promise<Instrument | null> {
  for (const c of candidates.slice(0, 6)) {
    const instrument = await servedAs(market, c);
    if (instrument) return instrument;
  }
  return null;
}

const plain = (s: string) =>
  s
    .toUpperCase()
    .replace(/=X$|-USD$/, "")
    .replace(/[^A-Z0-9]/g, "")
    .replace(/USDT?$/, "");

/** Says which instrument the analysis uses when it is not simply what the chart shows (GC1! -> GC=F, Złoto -> gold). */
export function mappingNote(read: string, instrument: Instrument): string | undefined {
  if (plain(read) === plain(instrument.symbol)) return undefined;
  return `We read ${read} on your chart; the analysis uses ${instrumentLabel(instrument.symbol, instrument.name)}, the closest instrument in this server's market data.`;
}

/** The vision model's price only when the axis read agrees with it (or there is no axis read). */
function checkedVisionPrice(
  vision: number | null | undefined,
  read: ReadDetail | null,
): { price: number | null; note?: string } {
  const axis = read?.lastPrice ?? null;
  if (axis == null) return { price: vision ?? null };
  if (vision != null && Math.abs(vision - axis) / axis > 0.02) {
    return {
      price: axis,
      note: `The vision model read a last price of ${vision}; the price axis says ${Number(axis.toPrecision(6))}, which was used.`,
    };
  }
  return { price: axis };
}

/** The model's axis range against the one read from the labels: a model misreading the axis is named. */
function visionAxisNote(
  seen: { axisMin?: number | null; axisMax?: number | null } | null,
  read: ReadDetail | null,
): string | undefined {
  if (!read?.axis || seen?.axisMin == null || seen?.axisMax == null) return undefined;
  const span = read.axis.max - read.axis.min || 1;
  const off = Math.max(Math.abs(seen.axisMin - read.axis.min), Math.abs(seen.axisMax - read.axis.max)) / span;
  return off > 0.5
    ? `The vision model read the price axis as ${seen.axisMin}-${seen.axisMax}; its labels read ${read.axis.min}-${read.axis.max}.`
    : undefined;
}

export async function readTicker(o: {
  formTicker?: string;
  chart: Buffer | null;
  market: MarketData;
  ai: AiProvider;
  read?: ReadDetail | null;
}): Promise<TickerReading> {
  const read = o.read !== undefined ? o.read : await readScreenshot(o.chart);
  if (o.formTicker) {
    // The typed or picked ticker wins; one the market does not serve is refused with what it does serve.
    let instrument: Instrument;
    try {
      instrument = await o.market.resolve(o.formTicker);
    } catch (error) {
      if (isAppError(error) && error.extra?.reason === REASONS.tickerNotFound)
        throw await typedNotFound(o.market, o.formTicker, error);
      throw error;
    }
    // Compared with the symbol "What we read" names, when the chart writes it as a symbol.
    const shown = read ? shownTicker(read) : null;
    const written = shown && read?.strongCandidates.includes(shown) ? shown : null;
    const shownInst = written ? await servedAs(o.market, written) : null;
    const tickerWarning = typedWarning(written, shownInst, o.formTicker, instrument);
    return { instrument, source: "form", imagePrice: read?.lastPrice ?? null, tickerWarning };
  }
  if (!o.chart) throw cannotIdentify();

  let note: string | undefined;
  if (o.ai.readChart) {
    let seen: ChartReading | null = null;
    let instrument: Instrument | null = null;
    try {
      seen = await o.ai.readChart(o.chart);
      instrument = seen?.ticker
        ? await firstResolvable(o.market, tickerCandidates(seen.ticker).concat(seen.ticker))
        : null;
    } catch (error) {
      note = `Vision ticker reading failed (${error instanceof Error ? error.message.slice(0, 120) : "error"}); OCR was used.`;
    }
    if (instrument) {
      // The model never overrides the ticker named under "What we read": the trader picks.
      const disagree = await visionDisagrees(o.market, read, { instrument, read: seen?.ticker ?? instrument.symbol });
      if (disagree) throw disagree;
      const checked = checkedVisionPrice(seen?.lastPrice, read);
      const axisNote = visionAxisNote(seen, read);
      return {
        instrument,
        source: "vision",
        imagePrice: checked.price,
        engineNote: [checked.note, axisNote].filter(Boolean).join(" ") || undefined,
      };
    }
  }
  const found = read ? await chooseFromRead(o.market, read) : null;
  if (!found) throw cannotIdentify();
  return {
    instrument: found.instrument,
    source: "ocr",
    imagePrice: read?.lastPrice ?? null,
    engineNote: note,
    tickerWarning: mappingNote(found.read, found.instrument),
  };
}
