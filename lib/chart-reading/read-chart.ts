// The whole read, pure: OCR words + pixels in, what the chart shows out. Decides "is this a
// price chart" from measurable evidence: a consistent ladder of price labels on an axis and
// candle/line marks in the plot area beside it; never from a file name.
import { findPriceAxis, priceAt, yAt } from "./axis";
import { confidentText } from "./confident-text";
import { rankTicker } from "./ticker-rank";
import { findLastPriceLabel, ladderTicks } from "./last-price";
import { ladderRange, onLadder, SERIES_REACH } from "./price-range";
import { legendValues, type Ohlc, ohlcLegend } from "./legend";
import { quotedPrice } from "./quote-price";
import { digitise } from "./series";
import { candleEvidence, type CandleEvidence, type Geometry } from "./geometry";
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
}

// Words of pages that plot something other than a price: strategy results, order books, options.
const NON_PRICE: [RegExp, string][] = [
  [/\bequity\b/i, "equity"],
  [/draw\s?down/i, "drawdown"],
  // "Monthly Returns", or a strategy legend "v1.0 Return: -1.4%".
  [/\b(monthly|annual|cumulative|daily)\s+returns?\b|\breturns?\s*:\s*[-+]?\d/i, "returns"],
  [/heat\s?map/i, "heat map"],
  [/back\s?test/i, "backtest"],
  [/\b(sharpe|sortino|calmar)\b/i, "risk ratios"],
  [/\bstars?\b/i, "stars"],
  [/star[\s-]?history/i, "star history"],
  [/order\s?book/i, "order book"],
  [/\bstrikes?\b/i, "strikes"],
  [/\bprofit\s+factor\b/i, "profit factor"],
  [/\bwin\s?rate\b/i, "win rate"],
  [/\bbids?\b[\s\S]*\basks?\b|\basks?\b[\s\S]*\bbids?\b/i, "bids and asks"],
  [/\b(delta|gamma|theta|vega|open\s+interest|implied\s+vol)/i, "option greeks"],
  [/\b(calls|puts)\b/i, "calls and puts"],
  [/\bgithub\b/i, "GitHub"],
];

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

/** The first O/H/L/C legend whose bar lies within the ladder's labelled range (half a span of slack, and not under half its low). */
function legendBar(lines: OcrWord[], ticks: PriceAxis["labels"]): Ohlc | null {
  const values = ticks.map((t) => t.value);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const slack = (hi - lo) * 0.5;
  for (const l of lines) {
    const bar = ohlcLegend(l.text);
    if (bar && bar.low >= Math.max(lo - slack, lo / 2) && bar.high <= hi + slack) return bar;
  }
  return null;
}

function plotRect(axis: PriceAxis, ticks: PriceAxis["labels"], px: Pixels) {
  const ys = ticks.map((t) => t.y);
  const spacing = ticks.length > 1 ? (Math.max(...ys) - Math.min(...ys)) / (ticks.length - 1) : 30;
  const y0 = Math.max(0, Math.round(Math.min(...ys) - spacing * 0.6));
  const y1 = Math.min(px.height, Math.round(Math.max(...ys) + spacing * 0.9));
  const x0 = axis.side === "right" ? 0 : Math.min(px.width - 1, Math.round(axis.x1 + 6));
  const x1 = axis.side === "right" ? Math.max(0, Math.round(axis.x0 - 6)) : px.width;
  return { x0, y0, x1, y1 };
}

export function readChart(input: ReadInput, ms = 0): ReadDetail {
  const { pixels: px } = input;
  const evidence: string[] = [];
  const header = rankTicker(input.lines, px.width, px.height, px);
  const axis = findPriceAxis(input.words, px.width);
  let series: Series | null = null;
  let label: { value: number; y: number } | null = null;
  let ticks: PriceAxis["labels"] = [];
  let rect: ReturnType<typeof plotRect> | null = null;
  if (axis) {
    ({ ticks } = ladderTicks(axis));
    evidence.push(
      `price ladder: ${ticks.length} labels on the ${axis.side}, ${axis.fit.scale}, max error ${(axis.fit.maxError * 100).toFixed(2)}%`,
    );
    if (axis.percent) evidence.push("the axis is in percent");
    if (ticks.some((t) => t.value <= 0)) evidence.push("the axis crosses zero (an oscillator or a change axis)");
    if (ticks.length >= 3) {
      rect = plotRect(axis, ticks, px);
      series = digitise(px, rect, axis.fit, confidentText(input.lines));
      evidence.push(
        series
          ? `${series.kind} digitised over ${series.columns.length} columns`
          : "no candle or line marks beside the axis",
      );
    }
    // The tag the series' end agrees with, when there are several (an indicator tags its value too).
    const range = ladderRange(ticks);
    const end = series && range && onLadder(series.last, range, SERIES_REACH) ? series.last : null;
    ({ label } = findLastPriceLabel(axis, input.words, px, legendValues(input.lines), end));
  } else evidence.push("no ladder of price labels on an axis");

  const ladderOk =
    !!axis &&
    ticks.length >= 3 &&
    !axis.percent &&
    !axis.millions &&
    ticks.every((t) => t.value > 0) &&
    axis.fit.maxError < 0.02;
  // Candles alone make a chart (an axis too small to read, a phone app); so do plot-like marks
  // plus a symbol read from a header-like place (phone apps and widgets often hide the axis). Its
  // prices are then unknown. Pages about a strategy's results (equity, drawdown, returns heat
  // maps), order books and option chains are refused unless they show real candles.
  const candles = input.candles ?? candleEvidence(px);
  if (candles?.candles)
    evidence.push(
      `${candles.up} rising and ${candles.down} falling candle bars over ${Math.round(candles.spread * 100)}% of the width`,
    );
  const top = header.scores[0];
  const prose = input.lines.filter((l) => l.text.length >= 25 && (l.text.match(/[a-z]{3,}/g) ?? []).length >= 4).length;
  // Marks across half the width or more: a dashboard's coloured table cells cover 43-44 % of the
  // columns at every scale measured, the plots this rule is for 58-100 % (a thin line at x0.75).
  const plotWithSymbol =
    !ladderOk &&
    !!input.geometry?.chartLike &&
    input.geometry.columns >= 0.5 &&
    !!top?.strong &&
    top.score >= 4 &&
    Math.min(top.y, top.yImage) < 0.25 &&
    prose < Math.max(6, input.lines.length * 0.25) &&
    !axis?.percent;
  // A ladder and a symbol named at the top is a chart whose marks could not be seen (greyed
  // under a modal, a theme without saturated colours): still a chart, read what can be read.
  const symbolOnTop =
    !!top?.strong &&
    top.score >= 4 &&
    Math.min(top.y, top.yImage) < 0.25 &&
    prose < Math.max(6, input.lines.length * 0.25);
  const ladderWithSymbol = ladderOk && ticks.length >= 4 && symbolOnTop;
  if (ladderWithSymbol && !series) evidence.push(`a price ladder and the symbol ${top.text} above it`);
  // A bar's O/H/L/C in a legend, consistent with each other and within the ladder's range: a price
  // chart, however small its plot (a dashboard's widget with a 3-label ladder whose pale candles
  // JPEG blurs away).
  const bar = ladderOk ? legendBar(input.lines, ticks) : null;
  if (bar) evidence.push(`an O/H/L/C legend (${bar.low}-${bar.high}) within the price ladder`);
  if (plotWithSymbol)
    evidence.push(
      `plot-like marks over ${Math.round((input.geometry?.columns ?? 0) * 100)}% of the width and the symbol ${top.text}`,
    );
  const notPrice = nonPriceWords(input.lines);
  // Candles outweigh the words: a bot's page shows its equity pane beside a real chart.
  const veto = notPrice.length >= 2 && !(candles?.candles && Math.min(candles.up, candles.down) >= 30);
  if (veto) evidence.push(`the text speaks of ${notPrice.join(", ")}: a results page, not a price chart`);
  // Three labels are few: their marks count with candles or a symbol named on top as well.
  const ladderChart =
    ladderOk && ((!!series && (ticks.length >= 4 || !!candles?.candles || symbolOnTop)) || ticks.length >= 6);
  // An oscillator pane (an axis around zero: MACD's histogram bars look like candles) with no
  // symbol on top is not a price chart.
  const oscillator = !!axis && ticks.some((t) => t.value <= 0) && !(top?.strong && Math.min(top.y, top.yImage) < 0.25);
  const isChart =
    !veto && (ladderChart || (!!candles?.candles && !oscillator) || plotWithSymbol || ladderWithSymbol || !!bar);
  const values = ticks.map((t) => t.value);
  // A price off the ladder's range (another pane's marks, a misread) is not the last price: the
  // next evidence is taken, or none.
  const range = ladderRange(ticks);
  const onAxis = (v: number) => !range || onLadder(v, range, SERIES_REACH);
  const seriesLast = series && !axis?.millions && series.last > 0 && onAxis(series.last) ? series.last : null;
  // A quote panel's "Last" row comes after the axis tag and before the drawn series (an estimate);
  // with a ladder it must fall within the chart's range like the series.
  const quote = quotedPrice(input.lines);
  const quoted = quote != null && (!ladderOk || onAxis(quote)) ? quote : null;
  // A ladder in millions is a volume pane's: its tags and marks are no price.
  const lastPrice = (axis?.millions ? null : label?.value) ?? quoted ?? seriesLast;
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
    isChart,
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
    lastPrice: ladderOk ? lastPrice : quoted,
    lastPriceSource: ladderOk
      ? label || quoted != null
        ? "label"
        : seriesLast != null
          ? "series"
          : null
      : quoted != null
        ? "label"
        : null,
    // Swing x as a fraction of the image width, like `plot`.
    series:
      ladderOk && series
        ? {
            kind: series.kind,
            high: series.high,
            low: series.low,
            trend: series.trend,
            swings: series.swings.slice(-8).map((s) => ({ ...s, x: s.x / px.width })),
          }
        : null,
    plot: ladderOk ? plot : null,
    ms,
    candidates: header.candidates,
    strongCandidates: header.strong,
    priceAxis: axis,
    fullSeries: series,
  };
}

export { yAt };
