// Which printed or drawn price is the chart's last price; first rule wins. Printed beats drawn:
// the axis tag apps draw at the last price, then a quote panel's Last, then the legend's close
// (the last bar's when the cursor is off the chart), then the price a page prints large beside the
// name, then where the drawn series ends.
import { ladderOk, onPlot, seriesEndOnLadder, type ChartEvidence } from "./evidence";
import { sameValue } from "../legend";
import type { Rule } from "./rule";

/**
 * Apps draw the price's tag at the last bar's close, so a tag this many ladder steps or more from it
 * is a drawn line's, an alert's or an order's. Read so only when the plot's last bar is the latest:
 * it stands before an empty margin of at least LATEST_BAR_MARGIN_BARS bar spacings (TradingView's
 * right margin, MetaTrader's chart shift); a chart scrolled back runs to the axis, and its tag may
 * show a price the visible bars never reach.
 */
export const TAG_OFF_CLOSE_STEPS = 1;
export const LATEST_BAR_MARGIN_BARS = 3;

/**
 * A tag that another printed price repeats (the legend's close, a quote panel's Last, the price
 * printed large beside the name) is the price: two printed sources outweigh an estimate from pixels.
 */
export const tagCorroborated = (e: ChartEvidence) =>
  e.tag != null && [e.legendBar?.close, e.quote, e.headline].some((v) => v != null && sameValue(v, e.tag!));

export const tagOffLastClose = (e: ChartEvidence) =>
  e.tag != null &&
  !tagCorroborated(e) &&
  !!e.series &&
  !!e.ladderRange &&
  (e.series.marginBars ?? 0) >= LATEST_BAR_MARGIN_BARS &&
  seriesEndOnLadder(e, e.series.last) &&
  Math.abs(e.tag - e.series.last) >= TAG_OFF_CLOSE_STEPS * e.ladderRange.step;

export interface LastPriceValue {
  value: number | null;
  source: "label" | "series" | null;
}

export const lastPriceRules: Rule<ChartEvidence, LastPriceValue>[] = [
  {
    id: "axis-tag",
    when: (e) => ladderOk(e) && e.tag != null && !tagOffLastClose(e),
    then: (e) => ({ value: e.tag, source: "label" }),
    reason: "Last price from the price tag on the axis",
  },
  {
    id: "quote-panel",
    when: (e) => e.quote != null && (!ladderOk(e) || onPlot(e, e.quote)),
    then: (e) => ({ value: e.quote, source: "label" }),
    reason: "Last price from the quote panel's Last",
  },
  {
    id: "legend-close",
    when: (e) => ladderOk(e) && !!e.legendBar && onPlot(e, e.legendBar.close),
    then: (e) => ({ value: e.legendBar!.close, source: "label" }),
    reason: "Last price from the legend's close",
  },
  {
    id: "headline-price",
    when: (e) => e.headline != null && (!ladderOk(e) || onPlot(e, e.headline)),
    then: (e) => ({ value: e.headline, source: "label" }),
    reason: "Last price from the price printed large beside the name",
  },
  {
    id: "tag-off-last-close",
    when: (e) => ladderOk(e) && tagOffLastClose(e),
    then: (e) => ({ value: e.series!.last, source: "series" }),
    reason:
      "Last price estimated from where the drawn series ends: the tag on the axis sits away from the last bar's close (a drawing's or an order's)",
  },
  {
    id: "series-end",
    when: (e) => ladderOk(e) && !!e.series && e.series.last > 0 && seriesEndOnLadder(e, e.series.last),
    then: (e) => ({ value: e.series!.last, source: "series" }),
    reason: "Last price estimated from where the drawn series ends, through the axis",
  },
  {
    id: "unread-axis",
    when: (e) => !ladderOk(e),
    then: () => ({ value: null, source: null }),
    reason: "Could not read the price axis: no last price from the image",
  },
  {
    id: "none-printed",
    when: () => true,
    then: () => ({ value: null, source: null }),
    reason: "No last price printed or drawn on the chart's price range",
  },
];
