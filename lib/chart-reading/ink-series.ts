// The series drawn in grey levels: classic black-and-white candles (MetaTrader's "Color on white",
// print-style charts), a black line on white, white candles on black. The colour mask does not see
// them, so the plot is read from ink (geometry.ts `inkMask`: little colour, far from the background)
// when the colour reading finds no series. The convention the apps share: a rising candle is
// hollow (its outline only), a falling one filled.
import { inkMask } from "./geometry";
import { bodyRows, type LastBar, type MaskReading, type RectMask } from "./last-bar";
import { barSpacing, classMask, dropLongLines, type Rect, seriesFromMask } from "./series";
import type { Pixels, PriceFit, Series } from "./types";

/** Inked share of a body's inside (its edges left out) from which the candle is filled: falling. */
export const FILLED_BODY_SHARE = 0.5;
/** A candle's outline, seen from inside its columns: this many columns in from each edge. */
export const OUTLINE_COLUMNS = 1;
/** Narrower than this, a bar has no inside to be hollow or filled (a wick, a thin OHLC bar). */
export const MIN_BODY_WIDTH_PX = 3;

const inkAt = (mask: Uint8Array, w: number, x: number, y: number) => mask[y * w + x] === 1;

/** A row of the body: ink at both of its edges (a hollow candle's outline, or a filled body). */
const edgeRow = (m: RectMask, bar: LastBar) => (y: number) => {
  const left = inkAt(m.mask, m.w, bar.x0, y) || inkAt(m.mask, m.w, bar.x0 + OUTLINE_COLUMNS, y);
  const right = inkAt(m.mask, m.w, bar.x1, y) || inkAt(m.mask, m.w, bar.x1 - OUTLINE_COLUMNS, y);
  return left && right;
};

/** The share of the body's inside that is inked: near 1 for a filled candle, near 0 for a hollow one. */
export function insideInk(m: RectMask, bar: LastBar, body: { top: number; bottom: number }): number {
  const x0 = bar.x0 + OUTLINE_COLUMNS + 1;
  const x1 = bar.x1 - OUTLINE_COLUMNS - 1;
  // The outline's top and bottom rows are inked in both kinds: only the rows between count.
  const y0 = body.top + 1;
  const y1 = body.bottom - 1;
  if (x1 < x0 || y1 < y0) return 1;
  let inked = 0;
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (inkAt(m.mask, m.w, x, y)) inked++;
  return inked / ((x1 - x0 + 1) * (y1 - y0 + 1));
}

/**
 * The last bar's close: the top of a hollow body, the bottom of a filled one; with no body (an OHLC
 * bar: the open's tick left, the close's right), the top of its rightmost column, the close's tick.
 */
function hollowOrFilledClose(m: RectMask, bar: LastBar): number {
  if (bar.x1 - bar.x0 + 1 < MIN_BODY_WIDTH_PX) return Math.round((bar.top + bar.bottom) / 2);
  const isEdgeRow = edgeRow(m, bar);
  const body = bodyRows(m.mask, m.w, m.h, bar, (_n, _width, y) => isEdgeRow(y));
  if (!body) return bar.top;
  return insideInk(m, bar, body) >= FILLED_BODY_SHARE ? body.bottom : body.top;
}

export const inkReading: MaskReading = {
  // Candles stand apart, one bar spacing from the next; a line's columns all touch.
  kind: (_marks, cols) => (barSpacing(cols) > 1 ? "candles" : "line"),
  closeRow: hollowOrFilledClose,
};

/**
 * Text is cleared this far around its box before the ink is read: a button's or a panel's frame
 * drawn around a word is ink, where the colour reading never saw it.
 */
export const INK_TEXT_PAD_PX = 6;

/** `rect`'s ink (see `inkMask`), long lines dropped within the rect. */
function inkOf(px: Pixels, rect: Rect): Uint8Array | null {
  const ink = inkMask(px);
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  if (w <= 0 || h <= 0) return null;
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = (rect.y0 + y) * px.width + rect.x0;
    mask.set(ink.mask.subarray(row, row + w), y * w);
  }
  // The plot's frame spans the plot, not the image (a plotting library's box inside wide margins).
  dropLongLines(mask, w, h);
  return mask;
}

const framed = (text: Rect[]) =>
  text.map((b) => ({
    x0: b.x0 - INK_TEXT_PAD_PX,
    y0: b.y0 - INK_TEXT_PAD_PX,
    x1: b.x1 + INK_TEXT_PAD_PX,
    y1: b.y1 + INK_TEXT_PAD_PX,
  }));

/** The series in `rect` read from its grey-level marks (see `digitise` for the coloured ones). */
export function digitiseInk(px: Pixels, rect: Rect, fit: PriceFit, text: Rect[] = []): Series | null {
  const mask = inkOf(px, rect);
  if (!mask) return null;
  return seriesFromMask({ mask, w: rect.x1 - rect.x0, h: rect.y1 - rect.y0 }, rect, fit, framed(text), inkReading);
}

/**
 * Candles drawn in one colour (MetaTrader 4's default: lime outlines, a rising body left black, a
 * falling one filled white): the colour mask sees only the outlines, and reads them as a line. The
 * colour marks and the ink together show which bodies are filled. `classes`: `markClasses(px)`.
 */
export function digitiseOneColour(
  px: Pixels,
  rect: Rect,
  fit: PriceFit,
  text: Rect[] = [],
  classes?: Uint8Array,
): Series | null {
  const colour = classMask(px, rect, classes);
  const ink = inkOf(px, rect);
  if (!ink) return null;
  for (let i = 0; i < ink.length; i++) if (colour.mask[i]) ink[i] = 1;
  return seriesFromMask({ mask: ink, w: colour.w, h: colour.h }, rect, fit, framed(text), {
    kind: () => "candles",
    closeRow: hollowOrFilledClose,
  });
}
