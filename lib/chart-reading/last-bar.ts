// How a mask of the plot's marks reads as a series: candles or a line, and the row where the last
// bar closes. series.ts finds the columns and the last bar; a reading says what its marks mean
// (coloured candles here, grey-level and one-colour ones in ink-series.ts).
import type { Series } from "./types";

/** A row is part of the last candle's body when the candle's columns fill this share of it. */
export const BODY_ROW_FILL = 0.6;
/** A line drawn across the body (the price line, a grid line) breaks it by at most this many rows. */
export const BODY_GAP_ROWS = 3;

/** A mask of `rect`'s marks, row-major, `w` by `h`. */
export interface RectMask {
  mask: Uint8Array;
  w: number;
  h: number;
}

/** The last bar: its columns `x0`..`x1` of the mask. */
export interface LastBar {
  x0: number;
  x1: number;
  /** The first and last marked rows of its rightmost column. */
  top: number;
  bottom: number;
}

/** How a mask's marks read as a series: candles or a line, and the row of the last candle's close. */
export interface MaskReading {
  /** `marks`: how many of the plot's marked pixels are in each colour class (rising, falling). */
  kind(marks: { up: number; down: number }, cols: { x: number }[]): Series["kind"];
  closeRow(m: RectMask, bar: LastBar): number;
}

/** A share of the marks in each colour class this large makes candles (a line is drawn in one colour). */
export const CANDLE_MIN_CLASS_SHARE = 0.12;

/**
 * Coloured marks: rising (class 1) and falling (class 2) candles, or a line in one colour. The
 * close is the top of a rising body, the bottom of a falling one.
 */
export const colourReading: MaskReading = {
  kind: ({ up, down }) => (Math.min(up, down) > (up + down) * CANDLE_MIN_CLASS_SHARE ? "candles" : "line"),
  closeRow({ mask, w, h }, bar) {
    const body = bodyRows(mask, w, h, bar, (n, width) => n >= Math.max(1, width * BODY_ROW_FILL));
    const bodyTop = body?.top ?? Math.round((bar.top + bar.bottom) / 2);
    const bodyBottom = body?.bottom ?? bodyTop;
    let rising = 0;
    let falling = 0;
    for (let y = bodyTop; y <= bodyBottom; y++)
      for (let x = bar.x0; x <= bar.x1; x++) {
        const m = mask[y * w + x];
        if (m === 1) rising++;
        if (m === 2) falling++;
      }
    return rising >= falling ? bodyTop : bodyBottom;
  },
};

/**
 * The last candle's body: the longest run of rows that `isBody` accepts (given the row's marked
 * columns of the bar and the bar's width). An indicator's line that ends on the last bar (a moving
 * average, in red or green too) marks a row or two of it, apart from the body, and must not stretch
 * it nor decide its colour.
 */
export function bodyRows(
  mask: Uint8Array,
  w: number,
  h: number,
  bar: LastBar,
  isBody: (marked: number, width: number, y: number) => boolean,
): { top: number; bottom: number } | null {
  const width = bar.x1 - bar.x0 + 1;
  const runs: { top: number; bottom: number }[] = [];
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = bar.x0; x <= bar.x1; x++) if (mask[y * w + x]) n++;
    if (!isBody(n, width, y)) continue;
    const run = runs[runs.length - 1];
    if (run && y - run.bottom <= BODY_GAP_ROWS + 1) run.bottom = y;
    else runs.push({ top: y, bottom: y });
  }
  return runs.reduce<{ top: number; bottom: number } | null>(
    (a, b) => (!a || b.bottom - b.top > a.bottom - a.top ? b : a),
    null,
  );
}
