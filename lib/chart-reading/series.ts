// The series inside the plot area: candle bodies and wicks (two saturated colours: up and down,
// in any theme) or a line (one colour), digitised column by column and mapped to prices through
// the axis fit. Horizontal price lines and vertical crosshairs are masked out first.
import { priceAt } from "./axis";
import {
  BAR_SPACING_MIN_RUNS,
  DETACHED_END_ROWS_PX,
  STRAY_GAP_MIN_PX,
  STRAY_GAP_SPACINGS,
  STRAY_MAX_SHARE,
} from "./rules/marks";
import { colourReading, type MaskReading, type RectMask } from "./last-bar";
import type { Pixels, PriceFit, Series, SwingPoint } from "./types";

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** 0 = background/text/grid, 1 = cool hue (green, teal, blue), 2 = warm hue (red, orange). */
export function markClass(r: number, g: number, b: number): 0 | 1 | 2 {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max < 70 || max - min < 55 || (max - min) / max < 0.3) return 0;
  let h: number;
  if (max === r) h = ((g - b) / (max - min)) * 60;
  else if (max === g) h = (2 + (b - r) / (max - min)) * 60;
  else h = (4 + (r - g) / (max - min)) * 60;
  if (h < 0) h += 360;
  return h < 45 || h > 300 ? 2 : h >= 70 && h <= 260 ? 1 : 0;
}

/** Calls `visit` for each vertical run of one class in column x of a class mask, top to bottom. */
export function forEachColumnRun(
  mask: Uint8Array,
  w: number,
  h: number,
  x: number,
  visit: (y0: number, y1: number, cls: number) => void,
): void {
  let y = 0;
  while (y < h) {
    const c = mask[y * w + x];
    if (!c) {
      y++;
      continue;
    }
    let y1 = y;
    while (y1 + 1 < h && mask[(y1 + 1) * w + x] === c) y1++;
    visit(y, y1, c);
    y = y1 + 1;
  }
}

/**
 * `markClass` of every pixel of the image, row-major: computed once per read (read-image.ts) and
 * handed to every pass that masks the marks (geometry, candle bars, series, price line), which
 * otherwise each classified the same pixels again.
 */
export function markClasses(px: Pixels): Uint8Array {
  const { data, width, height } = px;
  const classes = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < classes.length; p++, i += 3) {
    const r = data[i];
    const g = data[i + 1];
    const b = data[i + 2];
    // markClass's first test, written out: most pixels (background, grey text, grid) stop here as 0.
    const max = r > g ? (r > b ? r : b) : g > b ? g : b;
    const min = r < g ? (r < b ? r : b) : g < b ? g : b;
    if (max < 70 || max - min < 55) continue;
    classes[p] = markClass(r, g, b);
  }
  return classes;
}

/**
 * The marks of `rect` (classes 1 and 2), long lines dropped (see dropLongLines). `classes`, when
 * given, is `markClasses(px)`, so the pixels are not classified again.
 */
export function classMask(px: Pixels, rect: Rect, classes?: Uint8Array): { mask: Uint8Array; w: number; h: number } {
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const mask = new Uint8Array(Math.max(0, w * h));
  for (let y = 0; y < h; y++) {
    const row = (rect.y0 + y) * px.width + rect.x0;
    if (classes && w > 0) {
      mask.set(classes.subarray(row, row + w), y * w);
      continue;
    }
    let i = row * 3;
    for (let x = 0; x < w; x++, i += 3) mask[y * w + x] = markClass(px.data[i], px.data[i + 1], px.data[i + 2]);
  }
  dropLongLines(mask, w, h);
  return { mask, w, h };
}

/** Price lines and crosshairs span the plot: whatever covers much of a row or column goes. */
export function dropLongLines(mask: Uint8Array, w: number, h: number): void {
  // Each column's marks are counted in the same pass, over the rows that stay (memory order: a
  // pass down each column touched a new cache line at every pixel).
  const counts = new Int32Array(Math.max(0, w));
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = 0; x < w; x++) if (mask[y * w + x]) n++;
    if (n > w * 0.3) mask.fill(0, y * w, (y + 1) * w);
    else if (n) for (let x = 0, i = y * w; x < w; x++, i++) if (mask[i]) counts[x]++;
  }
  for (let x = 0; x < w; x++) if (counts[x] > h * 0.85) for (let y = 0; y < h; y++) mask[y * w + x] = 0;
}

export function swings(columns: { x: number; high: number; low: number }[], window: number): SwingPoint[] {
  const out: SwingPoint[] = [];
  const range = Math.max(...columns.map((c) => c.high)) - Math.min(...columns.map((c) => c.low)) || 1;
  for (let i = 0; i < columns.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(columns.length - 1, i + window);
    let isHigh = true;
    let isLow = true;
    let lowest = Infinity;
    let highest = -Infinity;
    for (let j = from; j <= to; j++) {
      if (j === i) continue;
      const c = columns[j];
      if (c.high > columns[i].high || (j < i && c.high === columns[i].high)) isHigh = false;
      if (c.low < columns[i].low || (j < i && c.low === columns[i].low)) isLow = false;
      lowest = Math.min(lowest, c.low);
      highest = Math.max(highest, c.high);
    }
    // A swing stands out from its neighbourhood by a share of the visible range.
    if (isHigh && to - from >= window && columns[i].high - lowest > range * 0.08)
      out.push({ kind: "high", x: columns[i].x, price: columns[i].high });
    if (isLow && to - from >= window && highest - columns[i].low > range * 0.08)
      out.push({ kind: "low", x: columns[i].x, price: columns[i].low });
  }
  return out;
}

/** Clears the text boxes' pixels from a mask of `rect` (a label drawn in the plot is not the series). */
export function clearText(mask: Uint8Array, w: number, h: number, rect: Rect, boxes: Rect[]) {
  for (const b of boxes) {
    const x0 = Math.max(0, Math.floor(b.x0 - 2 - rect.x0));
    const x1 = Math.min(w, Math.ceil(b.x1 + 2 - rect.x0));
    const y0 = Math.max(0, Math.floor(b.y0 - 2 - rect.y0));
    const y1 = Math.min(h, Math.ceil(b.y1 + 2 - rect.y0));
    for (let y = y0; y < y1; y++) mask.fill(0, y * w + x0, y * w + Math.max(x0, x1));
  }
}

/**
 * How far apart the series' bars stand: the median distance between the starts of neighbouring
 * runs of marked columns. 1 for a line, whose columns all touch, and for candles joined by an
 * indicator's line drawn over them: fewer than BAR_SPACING_MIN_RUNS runs. Columns in x order.
 */
export function barSpacing(cols: { x: number }[]): number {
  const starts = cols.filter((c, i) => i === 0 || c.x - cols[i - 1].x > 1).map((c) => c.x);
  if (starts.length < BAR_SPACING_MIN_RUNS) return 1;
  const gaps = starts
    .slice(1)
    .map((x, i) => x - starts[i])
    .sort((p, q) => p - q);
  return gaps[Math.floor(gaps.length / 2)];
}

/** Bars one spacing apart: this share of the gaps between runs' starts is within SPACING_TOLERANCE of the median. */
export const REGULAR_GAP_SHARE = 0.7;
export const SPACING_TOLERANCE = 0.25;

/**
 * The marked columns stand apart as bars do, at one regular spacing (a line broken by its own
 * markers and data labels stands apart too, at no regular spacing). Columns in x order.
 */
export function barsStandApart(cols: { x: number }[]): boolean {
  const spacing = barSpacing(cols);
  if (spacing <= 1) return false;
  const starts = cols.filter((c, i) => i === 0 || c.x - cols[i - 1].x > 1).map((c) => c.x);
  const gaps = starts.slice(1).map((x, i) => x - starts[i]);
  const regular = gaps.filter((g) => Math.abs(g - spacing) <= spacing * SPACING_TOLERANCE).length;
  return regular >= gaps.length * REGULAR_GAP_SHARE;
}

/** The empty plot right of the series' last column, up to `plotRight`, in bar spacings. */
export const rightMarginBars = (s: { columns: { x: number }[] }, plotRight: number): number =>
  s.columns.length ? (plotRight - 1 - s.columns[s.columns.length - 1].x) / barSpacing(s.columns) : 0;

/**
 * Charting apps draw one series' bars one bar spacing apart (closed sessions are skipped; a
 * plotting library's date axis leaves a weekend's or a holiday's gap of a few spacings). So a few
 * marks past a gap of many spacings at the right end are not the series' last bars but something
 * drawn beside it: a legend's colour samples, an icon, a label. Columns in x order; trimmed in place.
 */
export function dropStrayEnd(cols: { x: number }[]): void {
  const wide = Math.max(STRAY_GAP_MIN_PX, barSpacing(cols) * STRAY_GAP_SPACINGS);
  for (;;) {
    let k = cols.length - 1;
    while (k > 0 && cols[k].x - cols[k - 1].x <= wide) k--;
    if (k === 0 || cols.length - k >= cols.length * STRAY_MAX_SHARE) return;
    cols.splice(k);
  }
}

/**
 * Marks in the columns right after the series' end that touch none of its rows (DETACHED_END_ROWS_PX):
 * a window's frame or an icon at the plot's edge, not the last bar's close. Trimmed in place.
 */
export function dropDetachedEnd(cols: { x: number; top: number; bottom: number }[]): void {
  for (let n = cols.length; n > 1; n--) {
    const [prev, last] = [cols[n - 2], cols[n - 1]];
    const adjacent = last.x - prev.x === 1;
    const apart = last.top > prev.bottom + DETACHED_END_ROWS_PX || last.bottom < prev.top - DETACHED_END_ROWS_PX;
    if (!adjacent || !apart) return;
    cols.pop();
  }
}

/** Columns sharing one bottom row (within a pixel), as a share of the marked columns: a histogram's base (candles' lows scatter over many rows; a quarter of them on one row is no chance). */
export const HISTOGRAM_BASE_SHARE = 0.25;
/** At most this share of the marked columns reaches below a volume histogram's base (a stray mark). */
export const BELOW_FLOOR_SHARE = 0.02;

/**
 * A volume histogram drawn at the bottom of the price pane (TradingView's and the exchanges'
 * default): most columns end on one row, the bars' base. Each column's run of marks standing on
 * that row is cleared, so that the bars neither join the candles into one block nor count as them.
 */
export function clearVolume(mask: Uint8Array, w: number, h: number): void {
  const bottoms = new Int32Array(w).fill(-1);
  for (let x = 0; x < w; x++)
    for (let y = h - 1; y >= 0; y--)
      if (mask[y * w + x]) {
        bottoms[x] = y;
        break;
      }
  const counts = new Map<number, number>();
  let marked = 0;
  for (const b of bottoms) {
    if (b < 0) continue;
    marked++;
    counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  const [base, n] = [...counts].reduce((a, c) => (c[1] > a[1] ? c : a), [-1, 0]);
  const near = n + (counts.get(base - 1) ?? 0) + (counts.get(base + 1) ?? 0);
  if (base < 0 || near < marked * HISTOGRAM_BASE_SHARE) return;
  // Volume stands on the pane's floor: nothing is drawn below it. Bars on a line with marks below
  // (an oscillator's histogram around its zero line, with its lines dipping under) are no volume.
  const below = [...bottoms].filter((b) => b > base + 1).length;
  if (below > marked * BELOW_FLOOR_SHARE) return;
  for (let x = 0; x < w; x++) {
    if (Math.abs(bottoms[x] - base) > 1) continue;
    for (let y = bottoms[x]; y >= 0 && mask[y * w + x]; y--) mask[y * w + x] = 0;
  }
}

/**
 * The series in `rect`, mapped to prices through `fit`. `text` is where OCR found text: a
 * "Maximum" label at the right end of the plot would otherwise be taken for the last candle.
 * `classes`: `markClasses(px)`, when the read has them.
 */
export function digitise(
  px: Pixels,
  rect: Rect,
  fit: PriceFit,
  text: Rect[] = [],
  classes?: Uint8Array,
): Series | null {
  const { mask, w, h } = classMask(px, rect, classes);
  return seriesFromMask({ mask, w, h }, rect, fit, text, colourReading);
}

/** The series a mask of `rect` draws (see `digitise`); `reading` says how its marks read. */
export function seriesFromMask(
  m: RectMask,
  rect: Rect,
  fit: PriceFit,
  text: Rect[],
  reading: MaskReading,
): Series | null {
  const { mask, w, h } = m;
  if (w < 20 || h < 20) return null;
  clearText(mask, w, h, rect, text);
  clearVolume(mask, w, h);
  // Each column's first and last marked row, gathered row by row (memory order).
  const tops = new Int32Array(w).fill(-1);
  const bottoms = new Int32Array(w).fill(-1);
  const classCounts = [0, 0, 0];
  for (let y = 0; y < h; y++)
    for (let x = 0, i = y * w; x < w; x++, i++) {
      const c = mask[i];
      if (!c) continue;
      classCounts[c]++;
      if (tops[x] < 0) tops[x] = y;
      bottoms[x] = y;
    }
  const cols: { x: number; top: number; bottom: number }[] = [];
  for (let x = 0; x < w; x++) if (tops[x] >= 0) cols.push({ x, top: tops[x], bottom: bottoms[x] });
  dropStrayEnd(cols);
  dropDetachedEnd(cols);
  if (cols.length < Math.max(10, w * 0.2)) return null;
  const kind = reading.kind({ up: classCounts[1], down: classCounts[2] }, cols);
  const columns = cols.map((c) => ({
    x: rect.x0 + c.x,
    high: priceAt(fit, rect.y0 + c.top),
    low: priceAt(fit, rect.y0 + c.bottom),
  }));

  // The last price: the close of the rightmost candle, or where the line ends.
  let lastY: number;
  const lastCol = cols[cols.length - 1];
  if (kind === "candles") {
    let start = cols.length - 1;
    while (start > 0 && cols[start - 1].x === cols[start].x - 1) start--;
    lastY = reading.closeRow(m, { x0: cols[start].x, x1: lastCol.x, top: lastCol.top, bottom: lastCol.bottom });
  } else {
    const tail = cols.slice(-3);
    lastY = tail.reduce((s, c) => s + c.top, 0) / tail.length;
  }
  const high = Math.max(...columns.map((c) => c.high));
  const low = Math.min(...columns.map((c) => c.low));
  const fifth = Math.max(1, Math.floor(columns.length / 5));
  const mid = (cs: typeof columns) => cs.reduce((s, c) => s + (c.high + c.low) / 2, 0) / cs.length;
  const change = (mid(columns.slice(-fifth)) - mid(columns.slice(0, fifth))) / (high - low || 1);
  return {
    kind,
    columns,
    last: priceAt(fit, rect.y0 + lastY),
    high,
    low,
    swings: swings(columns, Math.max(4, Math.round(columns.length / 12))),
    trend: change > 0.2 ? "up" : change < -0.2 ? "down" : "sideways",
  };
}
