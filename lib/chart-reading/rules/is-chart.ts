// Is this screenshot a price chart? Decided by what is drawn (candles, a series beside a price
// ladder, plot marks), with text adding a symbol or vetoing a results page; first rule wins.
import { ladderOk, symbolOnTop, TOP_BAND, type ChartEvidence } from "./evidence";
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

/** An axis around zero (MACD's histogram bars look like candles) with no symbol named on top. */
const oscillator = (e: ChartEvidence) => !!e.ladder?.crossesZero && !(e.symbol?.strong && e.symbol.top < TOP_BAND);

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
      ladderOk(e) &&
      ((!!e.series && (e.ladder!.labels >= LADDER_WITH_MARKS_LABELS || !!e.candles?.candles || symbolOnTop(e))) ||
        e.ladder!.labels >= LADDER_ALONE_LABELS),
    then: () => true,
    reason: "A price ladder on the axis and the marks beside it",
  },
  {
    id: "candles-drawn",
    when: (e) => !!e.candles?.candles && !oscillator(e),
    then: () => true,
    reason: "Candles drawn in the image",
  },
  {
    id: "plot-with-symbol",
    when: (e) =>
      !ladderOk(e) &&
      !!e.marks?.chartLike &&
      e.marks.columns >= PLOT_MIN_COLUMNS &&
      symbolOnTop(e) &&
      !e.ladder?.percent,
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
