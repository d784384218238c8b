// The whole read, pure: OCR words + pixels in, what the chart shows out. Decides "is this a
// price chart" from measurable evidence: a consistent ladder of price labels on an axis and
// candle/line marks in the plot area beside it; never from a file name.
import { findPriceAxis, priceAt, yAt } from "./axis";
import { confidentText } from "./confident-text";
import { rankTicker, rows } from "./ticker-rank";
import { findLastPriceLabel, ladderTicks } from "./last-price";
import { legendValues, type Ohlc, ohlcLegend } from "./legend";
import { headlinePrice, quotedPrice } from "./quote-price";
import { barsStandApart, digitise, rightMarginBars } from "./series";
import { digitiseInk, digitiseOneColour } from "./ink-series";
import { priceLine } from "./price-line";
import { candleEvidence, type CandleEvidence, type Geometry, inkEvidence } from "./geometry";
import { decide } from "./rules/rule";
import { ladderOk, MIN_LADDER_LABELS, seriesEndOnLadder, type ChartEvidence } from "./rules/evidence";
import { ladderRange } from "./price-range";
import { percentText } from "./numbers";
import { ONE_LABEL_SPACING_PX } from "./rules/tag-thresholds";
import {
  FIT_ERROR_DECIMALS,
  LEGEND_MIN_SHARE_OF_LOW,
  LEGEND_SLACK_SPANS,
  PLOT_AXIS_GAP_PX,
  PLOT_OVER_TOP_STEPS,
  PLOT_UNDER_BOTTOM_STEPS,
  PROSE_MIN_CHARS,
  PROSE_MIN_WORDS,
  SWINGS_SHOWN,
} from "./rules/read-thresholds";
import { isChartRules, ladderSettles } from "./rules/is-chart";
import { lastPriceRules } from "./rules/last-price";
import { timeframeReason } from "./rules/timeframe";
import nonPriceData from "./rules/non-price-words.json";
import type { ChartRead, OcrWord, Pixels, PriceAxis, Series } from "./types";

export interface ReadInput {
  pixels: Pixels;
  /** Every text line OCR found, in working-image coordinates. */
  lines: OcrWord[];
  /** The same text split into words (each with its share of the line's box). */
  words: OcrWord[];
  geometry?: Geometry;
  /** Computed here when the axis alone does not settle it. */
  candles?: CandleEvidence;
  /** The image's mark classes and plot mask, when the pixel passes made them (computed here otherwise). */
  masks?: MarkMasks;
}

/** Every pixel's `markClass`, and `classMask` over the whole image (long lines dropped), row-major. */
export interface MarkMasks {
  classes: Uint8Array;
  plot: Uint8Array;
}

// Words of pages that plot something other than a price (a data file: rules/non-price-words.json).
const NON_PRICE: [RegExp, string][] = nonPriceData.words.map((w) => [new RegExp(w.pattern, w.flags), w.name]);

function nonPriceWords(lines: OcrWord[]): string[] {
  const text = lines.map((l) => l.text).join("\n");
  return NON_PRICE.filter(([re]) => re.test(text)).map(([, name]) => name);
}

export interface ReadDetail extends ChartRead {
  candidates: string[];
  strongCandidates: string[];
  priceAxis: PriceAxis | null;
  fullSeries: Series | null;
}

/** The first O/H/L/C legend whose bar lies within the ladder's labelled range, with slack. */
function legendBar(lines: OcrWord[], ticks: PriceAxis["labels"]): Ohlc | null {
  const values = ticks.map((t) => t.value);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const slack = (hi - lo) * LEGEND_SLACK_SPANS;
  for (const l of lines) {
    const bar = ohlcLegend(l.text);
    if (bar && bar.low >= Math.max(lo - slack, lo * LEGEND_MIN_SHARE_OF_LOW) && bar.high <= hi + slack) return bar;
  }
  return null;
}

/**
 * The plot beside the ladder: apps leave a margin over the top label and under the bottom one
 * (in label steps), and the plot stops a few pixels short of the labels' column.
 */
function plotRect(axis: PriceAxis, ticks: PriceAxis["labels"], px: Pixels) {
  const ys = ticks.map((t) => t.y);
  const spacing = ticks.length > 1 ? (Math.max(...ys) - Math.min(...ys)) / (ticks.length - 1) : ONE_LABEL_SPACING_PX;
  const y0 = Math.max(0, Math.round(Math.min(...ys) - spacing * PLOT_OVER_TOP_STEPS));
  const y1 = Math.min(px.height, Math.round(Math.max(...ys) + spacing * PLOT_UNDER_BOTTOM_STEPS));
  const gap = PLOT_AXIS_GAP_PX;
  const x0 = axis.side === "right" ? 0 : Math.min(px.width - 1, Math.round(axis.x1 + gap));
  const x1 = axis.side === "right" ? Math.max(0, Math.round(axis.x0 - gap)) : px.width;
  return { x0, y0, x1, y1 };
}

/** A line of prose (a news item, a chat message): long, with several lower-case words. */
const isProse = (l: OcrWord) =>
  l.text.length >= PROSE_MIN_CHARS && (l.text.match(/[a-z]{3,}/g) ?? []).length >= PROSE_MIN_WORDS;

export function readChart(input: ReadInput, ms = 0): ReadDetail {
  const { pixels: px } = input;
  const evidence: string[] = [];
  const header = rankTicker(input.lines, px.width, px.height, px);
  // A legend OCR boxed in pieces ("O 1.28458 H 1.28468 L 1.2818" and "9C 1.28306") reads whole on its row.
  const legendLines = [...input.lines, ...rows(input.lines)];
  const axis = findPriceAxis(input.words, px.width);
  let series: Series | null = null;
  let label: { value: number; y: number } | null = null;
  let ticks: PriceAxis["labels"] = [];
  let rect: ReturnType<typeof plotRect> | null = null;
  let plotExtent: ChartEvidence["plotExtent"] = null;
  // The tag the series' end agrees with, when there are several (an indicator tags its value too).
  const tagFor = (drawn: Series | null) => {
    if (!axis) return null;
    const end =
      drawn && seriesEndOnLadder({ plotExtent, ladderRange: ladderRange(ticks) }, drawn.last) ? drawn.last : null;
    return findLastPriceLabel(axis, input.words, px, legendValues(legendLines), end).label;
  };
  if (axis) {
    ({ ticks } = ladderTicks(axis));
    evidence.push(
      `price ladder: ${ticks.length} labels on the ${axis.side}, ${axis.fit.scale}, max error ${percentText(axis.fit.maxError, FIT_ERROR_DECIMALS)}`,
    );
    if (axis.percent) evidence.push("the axis is in percent");
    if (ticks.some((t) => t.value <= 0)) evidence.push("the axis crosses zero (an oscillator or a change axis)");
    if (ticks.length >= MIN_LADDER_LABELS) {
      rect = plotRect(axis, ticks, px);
      const [a, b] = [priceAt(axis.fit, rect.y0), priceAt(axis.fit, rect.y1)];
      plotExtent = { low: Math.min(a, b), high: Math.max(a, b) };
      series = digitise(px, rect, axis.fit, confidentText(input.lines), input.masks?.classes);
      // Bars standing apart in one colour are candles drawn in one colour, not a line: their last
      // close is read from which bodies are filled (MetaTrader 4's default colours).
      if (series?.kind === "line" && barsStandApart(series.columns)) {
        const one = digitiseOneColour(px, rect, axis.fit, confidentText(input.lines), input.masks?.classes);
        if (one) series = { ...series, kind: "candles", last: one.last };
      }
      evidence.push(
        series
          ? `${series.kind} digitised over ${series.columns.length} columns`
          : "no candle or line marks beside the axis",
      );
    }
    label = tagFor(series);
  } else evidence.push("no ladder of price labels on an axis");

  const candles = input.candles ?? candleEvidence(px);
  if (candles?.candles)
    evidence.push(
      `${candles.up} rising and ${candles.down} falling candle bars over ${percentText(candles.spread)} of the width`,
    );
  const top = header.scores[0];
  const facts: ChartEvidence = {
    ladder: axis
      ? {
          labels: ticks.length,
          percent: axis.percent,
          millions: !!axis.millions,
          crossesZero: ticks.some((t) => t.value <= 0),
          maxError: axis.fit.maxError,
        }
      : null,
    series:
      series && !axis?.millions
        ? { kind: series.kind, last: series.last, marginBars: rect ? rightMarginBars(series, rect.x1) : undefined }
        : null,
    ladderRange: ladderRange(ticks),
    plotExtent,
    candles: candles ?? null,
    line: null,
    ink: null,
    marks: input.geometry ? { chartLike: input.geometry.chartLike, columns: input.geometry.columns } : null,
    symbol: top ? { text: top.text, strong: top.strong, score: top.score, top: Math.min(top.y, top.yImage) } : null,
    proseLines: input.lines.filter(isProse).length,
    lineCount: input.lines.length,
    legendBar: null,
    nonPriceWords: nonPriceWords(input.lines),
    tag: axis?.millions ? null : (label?.value ?? null),
    quote: quotedPrice(input.lines),
    headline: headlinePrice(input.lines, px.width, px.height),
  };
  if (ladderOk(facts)) facts.legendBar = legendBar(legendLines, ticks);
  // Grey-level candles and a price line are looked for only when neither a coloured series beside
  // the ladder nor coloured candles settle it (passes over the image): white candles on a dark
  // plot beside a ladder of three small labels are a chart too.
  if (!facts.series && !candles?.candles && !ladderSettles(facts)) {
    facts.ink = inkEvidence(px, confidentText(input.lines));
    facts.line = priceLine(px, confidentText(input.lines), input.masks?.plot);
    if (facts.line)
      evidence.push(
        `a stroke across ${facts.line.span.toLocaleString("en", { style: "percent" })} of the width, turning ${facts.line.turns} times`,
      );
  }
  const chart = decide(isChartRules, facts);
  evidence.push(chart.reason);
  // A chart whose plot holds no coloured series may be drawn in black and white: read from its ink
  // once it is known to be a chart (grey text and tables must not make one). Only its last bar is
  // used, for the last price and to tell the price's tag: an app's frames and buttons are ink too,
  // and would make swings of their own.
  if (chart.value && rect && axis && !series && !axis.millions) {
    const ink = digitiseInk(px, rect, axis.fit, confidentText(input.lines));
    if (ink) {
      evidence.push(`black and white ${ink.kind} digitised over ${ink.columns.length} columns (last bar only)`);
      facts.series = { kind: ink.kind, last: ink.last, marginBars: rightMarginBars(ink, rect.x1) };
      label = tagFor(ink);
      facts.tag = label?.value ?? null;
    }
  }
  const last = decide(lastPriceRules, facts);
  const ok = ladderOk(facts);
  const values = ticks.map((t) => t.value);
  const plot =
    rect && axis
      ? {
          top: rect.y0 / px.height,
          bottom: rect.y1 / px.height,
          left: rect.x0 / px.width,
          right: rect.x1 / px.width,
          priceTop: priceAt(axis.fit, rect.y0),
          priceBottom: priceAt(axis.fit, rect.y1),
          scale: axis.fit.scale,
        }
      : null;
  return {
    isChart: chart.value,
    evidence,
    ticker: header.candidates[0] ?? null,
    tickerText: header.strong[0] ?? null,
    exchange: header.exchange,
    timeframe: header.timeframe,
    axis:
      axis && values.length
        ? {
            side: axis.side,
            scale: axis.fit.scale,
            min: Math.min(...values),
            max: Math.max(...values),
            labels: ticks.length,
          }
        : null,
    lastPrice: last.value.value,
    lastPriceSource: last.value.source,
    reasons: { chart: chart.reason, lastPrice: last.reason, timeframe: timeframeReason(header.timeframePlace) },
    // Swing x as a fraction of the image width, like `plot`.
    series:
      ok && series
        ? {
            kind: series.kind,
            high: series.high,
            low: series.low,
            trend: series.trend,
            swings: series.swings.slice(-SWINGS_SHOWN).map((s) => ({ ...s, x: s.x / px.width })),
          }
        : null,
    plot: ok ? plot : null,
    ms,
    candidates: header.candidates,
    strongCandidates: header.strong,
    priceAxis: axis,
    fullSeries: series,
  };
}

export { yAt };
