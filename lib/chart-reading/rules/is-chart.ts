// Is this screenshot a price chart? Decided by what is drawn (candles, a price line over time, a
// series beside a price ladder, plot marks), with text adding a symbol or vetoing a results page;
// unreadable text never refuses a chart. First rule wins.
import { ladderOk, MAX_FIT_ERROR, MIN_LADDER_LABELS, symbolOnTop, type ChartEvidence } from "./evidence";
import type { Rule } from "./rule";

/** Results-page words veto unless candles in earnest are drawn: a bot's page shows its equity beside a real chart. */
export const VETO_MIN_WORDS = 2;
export const VETO_CANDLES_EACH_COLOUR = 30;
/** Three labels are few: they count with marks beside them plus a fourth label, candles or a symbol on top. */
export const LADDER_ALONE_LABELS = 6;
export const LADDER_WITH_MARKS_LABELS = 4;
/** Marks across half the width or more (a dashboard's coloured table cells cover less). */
export const PLOT_MIN_COLUMNS = 0.5;

const resultsPage = (e: ChartEvidence) =>
  e.nonPriceWords.length >= VETO_MIN_WORDS &&
  !(e.candles?.candles && Math.min(e.candles.up, e.candles.down) >= VETO_CANDLES_EACH_COLOUR);

/**
 * A price line: one stroke across half the width or more, one run per column for most of it (a
 * value per time), travelling over a share of the height, turning as prices do, and off any one
 * straight line for most of its columns. A diagram's connector, a pie's rim or a chat's coloured
 * bar is short, flat or smooth; a page's rule, divider or border with tabs or boxes attached keeps
 * most of its columns on one straight line.
 */
export const LINE_MIN_SPAN = 0.5;
export const LINE_MIN_SINGLE = 0.8;
export const LINE_MIN_TRAVEL = 0.05;
export const LINE_MIN_TURNS = 4;
export const LINE_MAX_STRAIGHT = 0.5;

/**
 * Black and white candles (grey-level bars): many, spread across the width, of varied heights, and
 * standing at many heights (a text's glyphs stand on its rows). The colour of candles says nothing
 * here, so the rows say what it says for coloured ones.
 */
export const INK_MIN_BARS = 30;
export const INK_MIN_TALL = 6;
export const INK_MAX_ALIKE = 0.6;
export const INK_MAX_ON_ROWS = 0.5;
export const INK_MIN_SPREAD = 0.3;

const inkCandles = (e: ChartEvidence) =>
  !!e.ink &&
  e.ink.bars >= INK_MIN_BARS &&
  e.ink.tall >= INK_MIN_TALL &&
  e.ink.alike < INK_MAX_ALIKE &&
  e.ink.onRows < INK_MAX_ON_ROWS &&
  e.ink.spread >= INK_MIN_SPREAD;

const priceLineDrawn = (e: ChartEvidence) =>
  !!e.line &&
  e.line.span >= LINE_MIN_SPAN &&
  e.line.single >= LINE_MIN_SINGLE &&
  e.line.travel >= LINE_MIN_TRAVEL &&
  e.line.turns >= LINE_MIN_TURNS &&
  e.line.straight <= LINE_MAX_STRAIGHT;

/** An oscillator's line crosses its histogram's zero row; a price line stays above a volume pane's floor. */
const crossesHistogram = (e: ChartEvidence) => {
  const base = e.candles?.histogram;
  return !!base && !!e.line && e.line.top < base.y && e.line.bottom > base.y;
};

/** A clearly read axis in percent or through zero: what is drawn is a return's or an oscillator's, not a price. */
const changeAxis = (e: ChartEvidence) =>
  !!e.ladder &&
  (e.ladder.percent || e.ladder.crossesZero) &&
  e.ladder.labels >= MIN_LADDER_LABELS &&
  e.ladder.maxError < MAX_FIT_ERROR;

/** A ladder this long is a chart whatever is drawn (rule ladder-and-marks): no pixel pass need look further. */
export const ladderSettles = (e: ChartEvidence) => ladderOk(e) && e.ladder!.labels >= LADDER_ALONE_LABELS;

export const isChartRules: Rule<ChartEvidence, boolean>[] = [
  {
    id: "results-page",
    when: resultsPage,
    then: () => false,
    reason: (e) => `The text speaks of ${e.nonPriceWords.join(", ")}: a results page, not a price chart`,
  },
  {
    id: "ladder-and-marks",
    when: (e) =>
      ladderSettles(e) ||
      (ladderOk(e) &&
        !!e.series &&
        (e.ladder!.labels >= LADDER_WITH_MARKS_LABELS || !!e.candles?.candles || symbolOnTop(e))),
    then: () => true,
    reason: "A price ladder on the axis and the marks beside it",
  },
  {
    // A histogram's bars (an oscillator's, a volume pane's) are left out of the candles when measured.
    id: "candles-drawn",
    when: (e) => !!e.candles?.candles,
    then: () => true,
    reason: "Candles drawn in the image",
  },
  {
    id: "grey-candles-drawn",
    // Grey bars beside a clearly read change or oscillator axis are that pane's (a MACD's line and histogram).
    when: (e) => inkCandles(e) && !changeAxis(e),
    then: () => true,
    reason: "Black and white candles drawn in the image",
  },
  {
    id: "line-drawn",
    when: (e) => priceLineDrawn(e) && !crossesHistogram(e) && !changeAxis(e),
    then: () => true,
    reason: "A price line drawn across the image",
  },
  {
    id: "plot-with-symbol",
    when: (e) =>
      !ladderOk(e) &&
      !!e.marks?.chartLike &&
      e.marks.columns >= PLOT_MIN_COLUMNS &&
      symbolOnTop(e) &&
      !e.ladder?.percent &&
      !changeAxis(e),
    then: () => true,
    reason: "A plot across the image and its symbol named on top",
  },
  {
    id: "ladder-with-symbol",
    when: (e) => ladderOk(e) && e.ladder!.labels >= LADDER_WITH_MARKS_LABELS && symbolOnTop(e),
    then: () => true,
    reason: "A price ladder and its symbol named on top",
  },
  {
    id: "legend-bar",
    when: (e) => ladderOk(e) && !!e.legendBar,
    then: () => true,
    reason: "A bar's O/H/L/C legend within the price ladder's range",
  },
  {
    id: "nothing-drawn",
    when: () => true,
    then: () => false,
    reason: "No candles, price series or price ladder found",
  },
];
