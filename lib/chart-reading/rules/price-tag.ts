// Which number on the price axis is a price tag. Charting apps draw the last price on a filled
// tag at the height of the last bar's close (TradingView, MetaTrader's bid line, cTrader, exchanges),
// plotting libraries in an outlined box; the same axis also carries tags that are not the price: an
// indicator's value (named in the legend), a drawn line, an order's or a trade tool's level (a word
// such as ENTRY, SL, TP or Alert beside it). Tags alike in every other way are told apart by where
// the series ends (last-price.ts). Each number in the axis column is judged by this table, first
// rule wins; read by last-price.ts.
import annotationData from "./annotation-words.json";
import type { Rule } from "./rule";

export interface TagEvidence {
  value: number;
  /** Share of the tag's box in saturated colour (a coloured fill behind the digits). */
  fill: number;
  /** An outline around the number (matplotlib, backtrader). */
  boxed: boolean;
  /** Off the ladder's even grid of ticks. */
  offGrid: boolean;
  /** The legend's close is this value. */
  legendClose: boolean;
  /** An indicator's value printed in the legend is this value. */
  indicatorValue: boolean;
  /** A word of a drawing or an order beside it (ENTRY, SL, TP, Alert), lower case. */
  annotation: string | null;
  /** The drawn series ends (its last bar closes) within the number's own box height. */
  atLastClose: boolean;
  /**
   * A more filled number's box overlaps this one's rows: a tag drawn over the axis hides part of
   * the tick beneath it, and the tick's visible digits pick up the tag's colour.
   */
  underTag: boolean;
  /** A line in the tag's colour runs from it across the plot (the last price's price line). */
  priceLine: boolean;
}

/** A box this much covered in saturated colour is a filled tag. */
export const FILLED_SHARE = 0.15;
/** A pixel counts as coloured above this spread between its brightest and darkest channel. */
export const TAG_CHROMA_MIN = 60;
/** The box a tag's colour is measured in, around the digits' box (px). */
export const TAG_PAD_X_PX = 3;
export const TAG_PAD_Y_PX = 2;

/**
 * A number shows at most this share of another's colour when a tag drawn over it hides part of it
 * (tags stacked edge to edge are each filled alike, and none hides another).
 */
export const HIDDEN_FILL_SHARE = 0.5;

export const filled = (e: Pick<TagEvidence, "fill">) => e.fill >= FILLED_SHARE;

/** The rule that finds a tag by its place alone: it counts only when no tag on the axis shows by colour or outline. */
export const UNCOLOURED_TAG_RULE = "at-last-close";

export const tagRules: Rule<TagEvidence, boolean>[] = [
  {
    id: "legend-close",
    when: (e) => e.legendClose,
    then: () => true,
    reason: "The legend's close names this tag",
  },
  {
    id: "indicator-value",
    when: (e) => e.indicatorValue,
    then: () => false,
    reason: "An indicator's value, printed in the legend beside its name",
  },
  {
    id: "annotation",
    when: (e) => e.annotation != null,
    then: () => false,
    reason: (e) => `A drawing's or an order's tag ("${e.annotation}" beside it)`,
  },
  {
    id: "under-tag",
    when: (e) => e.underTag,
    then: () => false,
    reason: "A tick half hidden behind a tag drawn over it",
  },
  {
    id: "filled",
    when: filled,
    then: () => true,
    reason: "A filled coloured tag on the axis",
  },
  {
    id: "boxed",
    when: (e) => e.boxed,
    then: () => true,
    reason: "An outlined price on the axis",
  },
  {
    // MetaTrader's bid tag and some themes' tags are grey or close to the background: no colour
    // tells them from a tick, but a number off the grid at the last bar's close is the price's.
    id: UNCOLOURED_TAG_RULE,
    when: (e) => e.offGrid && e.atLastClose,
    then: () => true,
    reason: "A price off the ladder's grid at the height of the last bar's close",
  },
  {
    id: "plain-text",
    when: () => true,
    then: () => false,
    reason: "Plain text on the axis: a tick, or a date beside it",
  },
];

/** How a tag that passed ranks against the others: colour first, then the grid, the OCR's confidence, the legend. */
export const FILLED_WEIGHT = 1;
export const OFF_GRID_WEIGHT = 0.5;
export const LEGEND_CLOSE_WEIGHT = 0.5;
/** The price line outranks any difference of fill: stacked tags are all filled, only the price's has the line. */
export const PRICE_LINE_WEIGHT = 1;
/** A row this much drawn in the tag's colour is its line (a dotted line draws about half of it). */
export const PRICE_LINE_MIN_SHARE = 0.25;
/** OCR confidence (0-100) only breaks ties. */
export const CONFIDENCE_WEIGHT = 0.001;

export const tagScore = (e: TagEvidence, confidence: number) =>
  e.fill +
  (filled(e) ? FILLED_WEIGHT : 0) +
  (e.offGrid ? OFF_GRID_WEIGHT : 0) +
  confidence * CONFIDENCE_WEIGHT +
  (e.legendClose ? LEGEND_CLOSE_WEIGHT : 0) +
  (e.priceLine ? PRICE_LINE_WEIGHT : 0);

/** Words of drawings and orders (data file): the token as written, lower case, letters only. */
const ANNOTATION_WORDS = new Set(annotationData.words);
export const annotationWord = (text: string): string | null => {
  const t = text.toLowerCase().replace(/[^a-z]/g, "");
  return ANNOTATION_WORDS.has(t) ? t : null;
};
