// The instrument to analyse: the form's ticker, else the one read from the chart (vision model
// when configured, else the offline chart reader in lib/chart-reading). The chart's own read
// (axis, last price, swings) comes along; its numbers are only compared with the market, never
// used for levels, and a vision model's numbers are checked against the axis read.
import "server-only";
import { env } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import { imagePool } from "@/lib/concurrency/image-pool";
import { noMarketDataFor, notAChart } from "@/lib/analysis/chart-check";
import { REASONS } from "@/lib/analysis/intake/reasons";
import { readScreenshotImage } from "@/lib/chart-reading/thread/reader";
import type { ReadDetail } from "@/lib/chart-reading/read-chart";
import type { AiProvider } from "@/lib/providers/ai/types";
import type { Instrument, MarketData } from "@/lib/providers/market/types";
import { feedSymbols } from "@/lib/chart-reading/ticker-rank";
import { tickerCandidates } from "./candidates";

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

/**
 * The first candidate the market knows (continuous futures tried as the feed's contract), and what
 * was read. With the chart's read, the candidate must also be priced like the chart
 * (pricedLikeChart): a weak one (a word in no symbol layout) is dropped otherwise; a strong one (a
 * pair, an exchange prefix, a title) gives way to a later one that is, and is taken when none is
 * (a watchlist beside the chart names other pairs in the same layouts).
 */
async function resolveRead(
  market: MarketData,
  candidates: string[],
  read?: ReadDetail | null,
): Promise<{ instrument: Instrument; read: string } | null> {
  let firstStrong: { instrument: Instrument; read: string } | null = null;
  // Each try may be a request to the market provider: the best few candidates only.
  for (const c of candidates.slice(0, 6)) {
    for (const symbol of feedSymbols(c)) {
      let instrument: Instrument;
      try {
        instrument = await market.resolve(symbol);
      } catch {
        continue; // not a known symbol: try the next
      }
      if (!read || (await pricedLikeChart(market, instrument, read))) return { instrument, read: c };
      if (read.strongCandidates.includes(c)) firstStrong ??= { instrument, read: c };
      break;
    }
  }
  return firstStrong;
}

/**
 * Is the instrument priced like the chart, within a factor of ten of its last price (else its
 * axis middle)? A word read off a chart can be some market's symbol ("SA", "AS", "HAT" are listed
 * shares) and a watchlist names other pairs; an old screenshot of the right instrument is within
 * ten times (BTC at 9,397 in 2020), a $15 share is not a chart of EURUSD at 1.12. Without a price on
 * the chart, or without a quote, there is nothing to compare.
 */
async function pricedLikeChart(market: MarketData, instrument: Instrument, read: ReadDetail): Promise<boolean> {
  const chart = read.lastPrice ?? (read.axis ? (read.axis.min + read.axis.max) / 2 : null);
  if (!chart || chart <= 0) return true;
  const [quote] = await market.quotes([instrument.symbol]).catch(() => []);
  if (!quote?.price) return true;
  const ratio = quote.price / chart;
  return ratio >= 0.1 && ratio <= 10;
}

async function firstResolvable(market: MarketData, candidates: string[]): Promise<Instrument | null> {
  return (await resolveRead(market, candidates))?.instrument ?? null;
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
  return `We read ${read} on your chart; the analysis uses ${instrument.symbol} (${instrument.name}), the closest instrument in this server's market data.`;
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
  const chartCandidates = read ? read.candidates : [];
  if (o.formTicker) {
    const instrument = await o.market.resolve(o.formTicker);
    // Say so when the chart clearly names another instrument; the typed one is used.
    let tickerWarning: string | undefined;
    if (read?.strongCandidates.length) {
      const shown = await firstResolvable(o.market, read.strongCandidates);
      if (shown && shown.symbol !== instrument.symbol) {
        tickerWarning = `Your chart shows ${read.strongCandidates[0]}, but you typed ${o.formTicker.trim().toUpperCase()}: the analysis uses ${instrument.symbol}.`;
      }
    }
    return { instrument, source: "form", imagePrice: read?.lastPrice ?? null, tickerWarning };
  }
  if (!o.chart) throw cannotIdentify();

  let note: string | undefined;
  if (o.ai.readChart) {
    try {
      const seen = await o.ai.readChart(o.chart);
      const instrument = seen?.ticker
        ? await firstResolvable(o.market, tickerCandidates(seen.ticker).concat(seen.ticker))
        : null;
      if (instrument) {
        const checked = checkedVisionPrice(seen?.lastPrice, read);
        const axisNote = visionAxisNote(seen, read);
        return {
          instrument,
          source: "vision",
          imagePrice: checked.price,
          engineNote: [checked.note, axisNote].filter(Boolean).join(" ") || undefined,
        };
      }
    } catch (error) {
      note = `Vision ticker reading failed (${error instanceof Error ? error.message.slice(0, 120) : "error"}); OCR was used.`;
    }
  }
  const found = await resolveRead(o.market, chartCandidates, read);
  const instrument = found?.instrument;
  if (!instrument) {
    // A symbol read from a clear layout that the market does not know: name it.
    if (read?.strongCandidates.length)
      throw new AppError("bad_request", noMarketDataFor(read.strongCandidates[0], read.exchange), {
        reason: REASONS.tickerNotFound,
      });
    throw cannotIdentify();
  }
  return {
    instrument,
    source: "ocr",
    imagePrice: read?.lastPrice ?? null,
    engineNote: note,
    tickerWarning: found ? mappingNote(found.read, instrument) : undefined,
  };
}
