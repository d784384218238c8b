// What the analysis does with the chart read from the screenshot (lib/chart-reading): compare its
// last price with the market quote, and turn its swing points into candidate support/resistance.
// Pure: the service passes the read, the quote and the engine's ATR.
import type { ChartRead } from "@/lib/chart-reading/types";
import { AppError } from "@/lib/errors";
import { formatPrice } from "@/lib/format/price";
import { instrumentName } from "@/lib/format/instrument";
import { INTERVAL_SECONDS as MARKET_INTERVAL_SECONDS } from "@/lib/providers/market/candles";
import { DAY_S, HOUR_S, MINUTE_S, WEEK_S } from "@/lib/time";
import { REASONS } from "./intake/reasons";

// Says what to do next, including the way out when our reader cannot make out a real chart (a tiny
// axis font, no axis at all): the analysis also runs from a typed ticker alone.
export const NOT_A_CHART =
  "This image does not look like a price chart: upload a screenshot of a candlestick, bar or line chart with its price axis showing, or remove the image and type the ticker.";
/** "We read XNGUSD (Capital.com) on your chart; the demo market does not carry it" (`notCarried` says whose data). */
export const noMarketDataFor = (read: string, exchange: string | null, notCarried: string) =>
  `${weRead(read, exchange)}; ${notCarried}`;
export const weRead = (read: string, exchange: string | null) =>
  `We read ${read}${exchange ? ` (${exchange})` : ""} on your chart`;

/** The refusal of an image that is not a price chart: 400, reason NOT_A_CHART, nothing spent. */
export const notAChart = () => new AppError("bad_request", NOT_A_CHART, { reason: REASONS.notAChart });

// A chart's own timeframe units ("4h", "1M" as the screenshot labels them); a month counts 30 days.
const MONTH_S = 30 * DAY_S;
const SECONDS: Record<string, number> = { m: MINUTE_S, h: HOUR_S, D: DAY_S, W: WEEK_S, M: MONTH_S };
// The market's bar lengths plus the chart-only ones a screenshot may show.
const INTERVAL_SECONDS: Record<string, number> = { ...MARKET_INTERVAL_SECONDS, "4h": 4 * HOUR_S, "1mo": MONTH_S };

export function timeframeSeconds(tf: string | null | undefined): number | null {
  const m = tf?.match(/^(\d+)([mhDWM])$/);
  return m ? Number(m[1]) * SECONDS[m[2]] : null;
}

export interface PriceCheck {
  chartPrice: number;
  marketPrice: number;
  gapPercent: number;
  /** The instrument's normal move over the chart's visible span, in % of price. */
  tolerancePercent: number;
  mismatch: boolean;
}

/**
 * The chart disagrees with the market when its last price is further from the quote than the
 * instrument normally moves over the chart's timeframe: ATR (in % of price, on the engine's
 * interval) scaled by sqrt(chart timeframe / engine interval), times 3, at least 1.5% — or the
 * chart's own visible range when that is wider (an old screenshot within its own range is close).
 */
export function checkPrice(o: {
  chartPrice: number;
  marketPrice: number;
  atr: number;
  interval: string;
  chartTimeframe: string | null;
}): PriceCheck {
  const atrPct = (o.atr / o.marketPrice) * 100;
  const chartTf = timeframeSeconds(o.chartTimeframe);
  const engineTf = INTERVAL_SECONDS[o.interval] ?? DAY_S;
  const scale = chartTf ? Math.sqrt(chartTf / engineTf) : 1;
  const tolerancePercent = Math.round(Math.max(1.5, 3 * atrPct * scale) * 100) / 100;
  const gapPercent = Math.round((Math.abs(o.chartPrice - o.marketPrice) / o.marketPrice) * 10_000) / 100;
  return {
    chartPrice: o.chartPrice,
    marketPrice: o.marketPrice,
    gapPercent,
    tolerancePercent,
    mismatch: gapPercent > tolerancePercent,
  };
}

/** Where the chart's price came from, in words that agree with "could not read the price axis"
 * beside it: a price printed in the chart's header is not one read from its axis. */
export type PriceOrigin = "axis" | "series" | "printed" | "vision";
const ORIGIN_TEXT: Record<PriceOrigin, string> = {
  axis: "read from its price axis",
  series: "read from its last candle and price axis",
  printed: "printed on the chart",
  vision: "read by the vision model",
};

/** The origin of the price the check used: the reader's own last price, else the vision model's. */
export function priceOrigin(
  read: Pick<ChartRead, "axis" | "lastPrice" | "lastPriceSource"> | null,
  imagePrice: number | null,
): PriceOrigin {
  if (!read || read.lastPrice == null || read.lastPrice !== imagePrice) return "vision";
  if (read.lastPriceSource === "series") return "series";
  return read.axis ? "axis" : "printed";
}

export function mismatchWarning(symbol: string, check: PriceCheck, origin: PriceOrigin, name?: string | null): string {
  const shown = instrumentName(symbol, name);
  const p = (v: number) => formatPrice(v, symbol);
  return (
    `Your chart shows ${shown} near ${p(check.chartPrice)} (${ORIGIN_TEXT[origin]}); ${shown} trades at ${p(check.marketPrice)} now. ` +
    "The screenshot may be old or of another instrument. The levels below use current prices."
  );
}

export interface ChartLevels {
  support: number | null;
  resistance: number | null;
}

/** The nearest swing low below the price and swing high above it, read from the chart. */
export function chartLevels(read: ChartRead, price: number): ChartLevels {
  const swings = read.series?.swings ?? [];
  const below = swings.filter((s) => s.kind === "low" && s.price < price).map((s) => s.price);
  const above = swings.filter((s) => s.kind === "high" && s.price > price).map((s) => s.price);
  return { support: below.length ? Math.max(...below) : null, resistance: above.length ? Math.min(...above) : null };
}

/** One sentence for the narrative naming the levels that came from the chart. */
export function chartLevelsSentence(
  levels: ChartLevels,
  market: { support: number; resistance: number },
  symbol: string,
): string | null {
  const p = (v: number) => formatPrice(v, symbol);
  const parts: string[] = [];
  const near = (a: number, b: number) => Math.abs(a - b) / b < 0.01;
  if (levels.support != null)
    parts.push(
      `a swing low at ${p(levels.support)}${near(levels.support, market.support) ? ` (close to the market's support ${p(market.support)})` : ""}`,
    );
  if (levels.resistance != null)
    parts.push(
      `a swing high at ${p(levels.resistance)}${near(levels.resistance, market.resistance) ? ` (close to the market's resistance ${p(market.resistance)})` : ""}`,
    );
  return parts.length
    ? `From your chart: ${parts.join(" and ")}, read from the screenshot, are candidate support/resistance levels.`
    : null;
}
