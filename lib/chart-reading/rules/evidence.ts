// What one pass over a screenshot measured, as the rules read it: the price ladder, the marks
// found in pixels, the symbol on top, the printed prices. Built by read-chart.ts; hand-built in tests.
import type { CandleEvidence, InkEvidence } from "../geometry";
import type { Ohlc } from "../legend";
import type { LineStroke } from "../price-line";
import { onLadder, SERIES_REACH, type LadderRange } from "../price-range";

export interface ChartEvidence {
  /** The ladder of price labels on an axis, when one was found. */
  ladder: {
    labels: number;
    percent: boolean;
    /** Labelled in millions ("150M"): a volume pane's. */
    millions: boolean;
    /** A label at or under zero: an oscillator's or a change axis. */
    crossesZero: boolean;
    /** Largest residual of the fit, in fractions of the ladder's span. */
    maxError: number;
  } | null;
  /**
   * Candles or a line digitised beside the ladder; `last` is where it ends; `marginBars` the empty
   * plot right of its last bar, in bar spacings (absent when not measured).
   */
  series: { kind: "candles" | "line"; last: number; marginBars?: number } | null;
  /** The ladder's labelled range and step. */
  ladderRange: LadderRange | null;
  /** The price range the plot beside the ladder spans (its top and bottom through the fit). */
  plotExtent: { low: number; high: number } | null;
  /** Candle bars found in pixels alone. */
  candles: CandleEvidence | null;
  /**
   * The widest stroke of one colour found in pixels alone (a price line over time), measured only
   * when neither a ladder nor candles settle the question (it costs a pass over the image).
   */
  line: LineStroke | null;
  /** Grey-level bars found in pixels alone (black and white candles), measured as `line` is. */
  ink: InkEvidence | null;
  /** Plot-like marks found in pixels alone (share of columns with marks). */
  marks: { chartLike: boolean; columns: number } | null;
  /** The best symbol candidate: from a strong layout, its score, its top in screens (0: top). */
  symbol: { text: string; strong: boolean; score: number; top: number } | null;
  /** Lines of prose (long, many words) among all the lines. */
  proseLines: number;
  lineCount: number;
  /** A bar's O/H/L/C from a legend, within the ladder's range. */
  legendBar: Ohlc | null;
  /** Words of pages that plot something other than a price (equity, order book, ...). */
  nonPriceWords: string[];
  /** The last-price tag on the axis. */
  tag: number | null;
  /** A quote panel's "Last". */
  quote: number | null;
  /** The price printed large at the top beside the name (a broker's page, an exchange's header, a phone app). */
  headline: number | null;
}

/** A ladder is read when it has this many labels or more, fitted within MAX_FIT_ERROR. */
export const MIN_LADDER_LABELS = 3;
export const MAX_FIT_ERROR = 0.02;
/** A symbol on top: from a strong layout, scored this much, in the top quarter, on a page that is not prose. */
export const SYMBOL_MIN_SCORE = 4;
export const TOP_BAND = 0.25;
export const PROSE_MIN_LINES = 6;
export const PROSE_SHARE = 0.25;

export const ladderOk = (e: ChartEvidence) =>
  !!e.ladder &&
  e.ladder.labels >= MIN_LADDER_LABELS &&
  !e.ladder.percent &&
  !e.ladder.millions &&
  !e.ladder.crossesZero &&
  e.ladder.maxError < MAX_FIT_ERROR;

export const symbolOnTop = (e: ChartEvidence) =>
  !!e.symbol?.strong &&
  e.symbol.score >= SYMBOL_MIN_SCORE &&
  e.symbol.top < TOP_BAND &&
  e.proseLines < Math.max(PROSE_MIN_LINES, e.lineCount * PROSE_SHARE);

/**
 * Marks that run past the plot are cut at its edge: a series ending this close to the top or the
 * bottom (in shares of the plot's price span) ends off the plot (another pane's marks).
 */
export const SERIES_EDGE_SHARE = 0.02;

/**
 * A drawn series' end lies on the ladder's range or half a step beyond it: the plot's margin under
 * the lowest label often holds the next pane's marks (an indicator under the candles).
 */
export const seriesEndOnLadder = (e: Pick<ChartEvidence, "ladderRange" | "plotExtent">, price: number) =>
  onPlot(e, price, SERIES_EDGE_SHARE) && (!e.ladderRange || onLadder(price, e.ladderRange, SERIES_REACH));

/** Within the price range the plot spans, `edge` of its span inside; anywhere when none was read. */
export const onPlot = (e: Pick<ChartEvidence, "plotExtent">, price: number, edge = 0) => {
  if (!e.plotExtent) return true;
  const inset = (e.plotExtent.high - e.plotExtent.low) * edge;
  return price >= e.plotExtent.low + inset && price <= e.plotExtent.high - inset;
};
