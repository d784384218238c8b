// Folds the chart read into the analysis: the cross-check against the quote (warning first in
// the list), the typed-ticker warning, the chart's swing points as candidate support/resistance
// (only when the chart's prices agree with the market), and the summary stored on the result.
import type { ReadDetail } from "@/lib/chart-reading/read-chart";
import { instrumentName } from "@/lib/format/instrument";
import {
  chartLevels,
  chartLevelsSentence,
  checkPrice,
  mismatchWarning,
  priceOrigin,
  type ChartLevels,
  type PriceCheck,
} from "./chart-check";
import type { InstrumentAnalysis } from "./engine/analyze-instrument";
import type { TickerReading } from "./ticker/read-ticker";
import type { StoredChartReading } from "./types";

export function storedRead(
  read: ReadDetail | null,
  extra: { check: PriceCheck | null; levels: ChartLevels | null; tickerWarning?: string; visionPrice?: boolean },
): StoredChartReading {
  const base = read
    ? {
        ticker: read.tickerText ?? read.ticker,
        exchange: read.exchange,
        timeframe: read.timeframe,
        axis: read.axis,
        lastPrice: read.lastPrice,
        lastPriceSource: read.lastPriceSource,
        lastPriceReason: read.reasons?.lastPrice ?? null,
        series: read.series,
        plot: read.plot,
        ms: read.ms,
      }
    : {
        ticker: null,
        exchange: null,
        timeframe: null,
        axis: null,
        lastPrice: extra.check?.chartPrice ?? null,
        lastPriceSource: extra.visionPrice ? ("vision" as const) : null,
        series: null,
        plot: null,
        ms: 0,
      };
  return { ...base, check: extra.check, levels: extra.levels, tickerWarning: extra.tickerWarning ?? null };
}

/** What a chart read lacks that the analysis would have used (the symbol only matters when none was typed). */
export function unreadParts(read: ReadDetail, ticker: TickerReading): string[] {
  const parts: string[] = [];
  if (!read.axis || read.lastPrice == null) parts.push(read.axis ? "the last price" : "the price axis");
  if (ticker.source === "form" && !read.candidates.length) parts.push("the symbol");
  return parts;
}

export function applyChartRead(o: {
  read: ReadDetail | null;
  ticker: TickerReading;
  analysis: InstrumentAnalysis;
  warnings: string[];
}): { stored: StoredChartReading; levelsSentence: string | null } | null {
  const { read, ticker, analysis: a } = o;
  if (!read && ticker.imagePrice == null) return null;
  const symbol = a.instrument.symbol;
  const check =
    ticker.imagePrice != null && ticker.imagePrice > 0
      ? checkPrice({
          chartPrice: ticker.imagePrice,
          marketPrice: a.quote.price,
          atr: a.indicators.atr,
          interval: a.timeframe.interval,
          chartTimeframe: read?.timeframe ?? null,
        })
      : null;
  const top: string[] = [];
  if (ticker.tickerWarning) top.push(ticker.tickerWarning);
  // A chart that could not be fully read is still analysed: say what was missing.
  const unread = read ? unreadParts(read, ticker) : [];
  if (unread.length)
    top.push(
      `We could not read ${unread.join(" or ")} on your chart: the analysis uses market data for ${instrumentName(symbol, a.instrument.name)} only.`,
    );
  if (check?.mismatch)
    top.push(mismatchWarning(symbol, check, priceOrigin(read, ticker.imagePrice), a.instrument.name));
  o.warnings.unshift(...top);
  // Swing points are prices on the chart's own axis: only usable when that axis agrees with the market.
  const levels = read?.series && check && !check.mismatch ? chartLevels(read, a.quote.price) : null;
  const levelsSentence = levels
    ? chartLevelsSentence(levels, { support: a.support, resistance: a.resistance }, symbol)
    : null;
  return {
    stored: storedRead(read, { check, levels, tickerWarning: ticker.tickerWarning, visionPrice: !read }),
    levelsSentence,
  };
}
