// An interval picker ("1D 1W 1M 3M 1Y" under a phone app's chart, a toolbar's "1m 5m 15m 1h"): a
// row naming two intervals or more. Its buttons are choices; the chart's timeframe is the selected
// one, which apps draw emphasised: larger, on a filled pill, or in an accent colour. When no button
// stands out, the row names no timeframe (a wrong interval is worse than none).
import { boxColours, emphasised } from "./emphasis";
import { normaliseTimeframe, STATS_WINDOW } from "./header";
import type { Box, OcrWord, Pixels } from "./types";

interface Button {
  b: OcrWord;
  tf: string;
}

const intervalOf = (text: string) => {
  const t = text.trim();
  return t.length > 1 && !STATS_WINDOW.test(t) ? normaliseTimeframe(t) : null;
};

/** Intervals written back to back: a toolbar's buttons that OCR read as one word ("1m30m1h15m"). */
const GLUED_INTERVALS = /^(?:\d{1,3}[smhdwDWM]){2,}$/;
const GLUED_PART = /\d{1,3}[smhdwDWM]/g;

/**
 * A glued row of buttons as one box per button. With the pixels, each button's box runs between
 * the widest gaps of background inside the word (the space between buttons is wider than between
 * letters); without, each part gets its share of the word's width by characters.
 */
export function unglue(word: OcrWord, px?: Pixels): OcrWord[] {
  const text = word.text.trim();
  if (!GLUED_INTERVALS.test(text)) return [word];
  const parts = text.match(GLUED_PART) ?? [];
  const cuts = (px && inkGaps(px, word, parts.length - 1)) ?? byCharacters(word, parts);
  const edges = [word.x0, ...cuts, word.x1];
  return parts.map((part, i) => ({ ...word, text: part, x0: edges[i], x1: edges[i + 1] }));
}

function byCharacters(word: Box, parts: string[]): number[] {
  const perChar = (word.x1 - word.x0) / parts.join("").length;
  let at = word.x0;
  return parts.slice(0, -1).map((part) => (at += part.length * perChar));
}

/** The middles of the `count` widest runs of background columns inside the box, left to right; null if fewer. */
function inkGaps(px: Pixels, box: Box, count: number): number[] | null {
  const x0 = Math.max(0, Math.round(box.x0));
  const x1 = Math.min(px.width, Math.round(box.x1));
  const y0 = Math.max(0, Math.round(box.y0));
  const y1 = Math.min(px.height, Math.round(box.y1));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const colours = boxColours(px, box);
  if (!colours) return null;
  const inked = (x: number) => {
    for (let y = y0; y < y1; y++) {
      const i = (y * px.width + x) * 3;
      const d = Math.hypot(px.data[i] - colours.bg[0], px.data[i + 1] - colours.bg[1], px.data[i + 2] - colours.bg[2]);
      if (d > INK_FROM_BACKGROUND) return true;
    }
    return false;
  };
  const gaps: { mid: number; width: number }[] = [];
  let start = -1;
  for (let x = x0; x <= x1; x++) {
    const blank = x < x1 && !inked(x);
    if (blank && start < 0) start = x;
    if (!blank && start >= 0) {
      if (start > x0) gaps.push({ mid: (start + x) / 2, width: x - start });
      start = -1;
    }
  }
  if (gaps.length < count) return null;
  return gaps
    .sort((a, b) => b.width - a.width)
    .slice(0, count)
    .map((g) => g.mid)
    .sort((a, b) => a - b);
}

/** A pixel this far from the box's background colour is a letter's. */
const INK_FROM_BACKGROUND = 60;

/**
 * The pickers among the boxes: interval buttons on one row, however far apart (OCR boxes widely
 * spaced buttons one by one), that name two intervals or more. Left to right.
 */
export function pickerRows(boxes: OcrWord[], px?: Pixels): Button[][] {
  const buttons = boxes
    .flatMap((b) => unglue(b, px))
    .flatMap((b) => {
      const tf = intervalOf(b.text);
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
  return rows.filter((r) => new Set(r.map((o) => o.tf)).size >= 2).map((r) => r.sort((p, q) => p.b.x0 - q.b.x0));
}

/** A text line holding one of the pickers' buttons: its interval is a choice, not the timeframe. */
export function inPicker(line: Box, pickers: Button[][]): boolean {
  return pickers.some((row) =>
    row.some(({ b }) => b.x0 >= line.x0 - 1 && b.x1 <= line.x1 + 1 && b.y0 >= line.y0 - 1 && b.y1 <= line.y1 + 1),
  );
}

/** The selected button of the screenshot's picker: drawn clearly taller than the others, or on its own colours. */
export function selectedInterval(boxes: OcrWord[], px?: Pixels): string | null {
  for (const row of pickerRows(boxes, px)) {
    const heights = row.map((o) => o.b.y1 - o.b.y0).sort((p, q) => q - p);
    const tallest = row.find((o) => o.b.y1 - o.b.y0 === heights[0]);
    if (tallest && heights[0] >= heights[1] * 1.25) return tallest.tf;
    const i = px
      ? emphasised(
          px,
          row.map((o) => o.b),
        )
      : null;
    if (i != null) return row[i].tf;
  }
  return null;
}
