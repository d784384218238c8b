// The whole read, pure: OCR words + pixels in, what the chart shows out. Decides "is this a
// price chart" from measurable evidence: a consistent ladder of price labels on an axis and
// candle/line marks in the plot area beside it; never from a file name.
import { findPriceAxis, priceAt, yAt } from "./axis";
import { lines, readHeader } from "./header";
import { findLastPriceLabel } from "./last-price";
import { digitise } from "./series";
import type { Geometry } from "./geometry";
import type { ChartRead, OcrWord, Pixels, PriceAxis, Series } from "./types";

export interface ReadInput {
  pixels: Pixels;
  /** Words from the header/title strip, in working-image coordinates. */
  headerWords: OcrWord[];
  /** Words from the axis strips (and any other OCR'd region). */
  axisWords: OcrWord[];
  geometry?: Geometry;
}

export interface ReadDetail extends ChartRead {
  candidates: string[];
  strongCandidates: string[];
  priceAxis: PriceAxis | null;
  fullSeries: Series | null;
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
  const header = readHeader(lines(input.headerWords));
  const axis = findPriceAxis([...input.axisWords, ...input.headerWords.filter((w) => w.x0 > px.width * 0.7)], px.width);
  let series: Series | null = null;
  let label: { value: number; y: number } | null = null;
  let ticks: PriceAxis["labels"] = [];
  let rect: ReturnType<typeof plotRect> | null = null;
  if (axis) {
    ({ ticks, label } = findLastPriceLabel(axis, [...input.axisWords, ...input.headerWords], px));
    evidence.push(
      `price ladder: ${ticks.length} labels on the ${axis.side}, ${axis.fit.scale}, max error ${(axis.fit.maxError * 100).toFixed(2)}%`,
    );
    if (axis.percent) evidence.push("the axis is in percent");
    if (ticks.some((t) => t.value <= 0)) evidence.push("the axis crosses zero (an oscillator or a change axis)");
    if (ticks.length >= 3) {
      rect = plotRect(axis, ticks, px);
      series = digitise(px, rect, axis.fit);
      evidence.push(
        series
          ? `${series.kind} digitised over ${series.columns.length} columns`
          : "no candle or line marks beside the axis",
      );
    }
  } else evidence.push("no ladder of price labels on an axis");

  const ladderOk =
    !!axis && ticks.length >= 3 && !axis.percent && ticks.every((t) => t.value > 0) && axis.fit.maxError < 0.02;
  // Without a readable axis, plot-like marks plus a symbol read from a clear layout still make a
  // chart (phone apps and widgets often hide the axis); its prices are then unknown.
  const plotWithSymbol = !ladderOk && !!input.geometry?.chartLike && header.strong.length > 0 && !axis?.percent;
  if (plotWithSymbol)
    evidence.push(
      `plot-like marks over ${Math.round((input.geometry?.columns ?? 0) * 100)}% of the width and the symbol ${header.strong[0]}`,
    );
  const isChart = (ladderOk && (!!series || ticks.length >= 6)) || plotWithSymbol;
  const values = ticks.map((t) => t.value);
  // A series price far outside the labelled range (another pane's marks) is not the last price.
  const span = values.length ? Math.max(...values) - Math.min(...values) : 0;
  const seriesLast =
    series && series.last > 0 && series.last >= Math.min(...values) - span && series.last <= Math.max(...values) + span
      ? series.last
      : null;
  const lastPrice = label?.value ?? seriesLast;
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
    lastPrice: ladderOk ? lastPrice : null,
    lastPriceSource: !ladderOk ? null : label ? "label" : seriesLast != null ? "series" : null,
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
