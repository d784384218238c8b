// An interval picker ("1D 1W 1M 3M 1Y" under a phone app's chart, a toolbar's "1m 5m 15m 1h"): a
// row naming two intervals or more. Its buttons are choices; the chart's timeframe is the selected
// one, which apps draw emphasised: larger, on a filled pill, or in an accent colour. When no button
// stands out, the row names no timeframe (a wrong interval is worse than none).
import { emphasised } from "./emphasis";
import { metaTraderTimeframe, normaliseTimeframe, STATS_WINDOW } from "./header";
import { GLUED_INTERVALS, GLUED_PART, GLUED_PERIODS, PERIOD_BUTTON, PERIOD_PART } from "./header-spacing";
import type { Box, OcrWord, Pixels } from "./types";

interface Button {
  b: OcrWord;
  tf: string;
}

/** A button's interval. A lone capital D, W or M counts only as a button (Webull's "1h 4h D W M"). */
const intervalOf = (text: string, button = false) => {
  // A selected button's bold "1" is often read as i, l or I ("ih" for 1h): only among buttons.
  const t = button ? text.trim().replace(/^[ilI|](?=\d?[smhHdDwWM]$)/, "1") : text.trim();
  if (t.length === 1 && !(button && /^[DWM]$/.test(t))) return null;
  // MetaTrader's and xStation's period buttons ("M15 H1 H4 D1"): periods unit-first, among buttons.
  if (button && PERIOD_BUTTON.test(t)) return metaTraderTimeframe(t);
  return !STATS_WINDOW.test(t) ? normaliseTimeframe(t) : null;
};

/** A range picker's buttons that name no bar interval: "YTD", "Max", "All", "1Y", "5Y". */
const RANGE_ONLY = /^(YTD|MAX|ALL|\d{1,2}\s?Y)$/i;
/** An interval spelt with its unit word ("5 min", "1 day"): a drop-down's value, not a range button. */
const SPELT = /^\d{1,3}\s?(min|mins|minute|minutes|hr|hrs|hour|hours|day|days|week|weeks|month|months)$/i;

/**
 * A glued row of buttons as one box per button, each with its share of the word's width by
 * characters (the accent colour of the selected one is then told apart: emphasis.ts).
 */
export function unglue(word: OcrWord): OcrWord[] {
  const text = word.text.trim();
  const periods = GLUED_PERIODS.test(text);
  const glued = periods ? ["", "", text] : text.match(GLUED_INTERVALS);
  if (!glued) return [word];
  const parts = glued[2].match(periods ? PERIOD_PART : GLUED_PART) ?? [];
  const perChar = (word.x1 - word.x0) / text.length;
  // The toolbar's label before its buttons ("Time") is no button.
  let at = word.x0 + glued[1].length * perChar;
  return parts.map((part) => {
    const x0 = at;
    at += part.length * perChar;
    return { ...word, text: part, x0, x1: at };
  });
}

/**
 * The pickers among the boxes: interval buttons on one row, however far apart (OCR boxes widely
 * spaced buttons one by one), that name two intervals or more. Left to right.
 */
export function pickerRows(boxes: OcrWord[]): Button[][] {
  const buttons = boxes.flatMap(unglue).flatMap((b) => {
    const tf = intervalOf(b.text, true);
    return tf ? [{ b, tf }] : [];
  });
  const rows: Button[][] = [];
  for (const button of [...buttons].sort((p, q) => p.b.y0 - q.b.y0)) {
    const mid = (button.b.y0 + button.b.y1) / 2;
    const row = rows.find((r) =>
      r.some((o) => Math.abs((o.b.y0 + o.b.y1) / 2 - mid) < Math.max(o.b.y1 - o.b.y0, button.b.y1 - button.b.y0) * 0.5),
    );
    if (row) row.push(button);
    else rows.push([button]);
  }
  return rows
    .filter((r) => new Set(r.map((o) => o.tf)).size >= 2 && r.some((o) => o.b.text.trim().length > 1))
    .map((r) => r.sort((p, q) => p.b.x0 - q.b.x0));
}

const sameRow = (p: Box, q: Box) =>
  Math.abs((p.y0 + p.y1) / 2 - (q.y0 + q.y1) / 2) < Math.max(p.y1 - p.y0, q.y1 - q.y0) * 0.5;

/** A text line holding one of the pickers' buttons: its interval is a choice, not the timeframe. */
export function inPicker(line: Box, pickers: Button[][]): boolean {
  return pickers.some((row) =>
    row.some(({ b }) => b.x0 >= line.x0 - 1 && b.x1 <= line.x1 + 1 && b.y0 >= line.y0 - 1 && b.y1 <= line.y1 + 1),
  );
}

/** The selected button of the screenshot's picker: drawn clearly taller than the others, or on its own colours. */
export function selectedInterval(boxes: OcrWord[], px?: Pixels): string | null {
  for (const row of pickerRows(boxes)) {
    // A range picker ("1D 5D 1M 6M YTD 1Y 5Y Max") beside an interval drop-down ("5 min ▾"): the
    // ranges choose the span shown, the drop-down the bars' interval.
    const ranges = boxes.some((b) => RANGE_ONLY.test(b.text.trim()) && sameRow(b, row[0].b));
    const spelt = row.filter((o) => SPELT.test(o.b.text.trim()));
    if (ranges && spelt.length === 1) return spelt[0].tf;
    // In a range selector a lower-case m is a month (Highcharts Stock's "1m 3m 6m YTD 1y All").
    const tfOf = (o: Button) =>
      ranges && /^\d{1,2}m$/.test(o.b.text.trim()) ? o.b.text.trim().replace("m", "M") : o.tf;
    const heights = row.map((o) => o.b.y1 - o.b.y0).sort((p, q) => q - p);
    const tallest = row.find((o) => o.b.y1 - o.b.y0 === heights[0]);
    if (tallest && heights[0] >= heights[1] * 1.25) return tfOf(tallest);
    const i = px
      ? emphasised(
          px,
          row.map((o) => o.b),
        )
      : null;
    if (i != null) return tfOf(row[i]);
  }
  return null;
}
