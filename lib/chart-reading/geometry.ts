// Does the image look like a plot before any text is read? Candles and lines are thin saturated
// marks spread across most columns while covering a small share of the area; a photo is colour
// everywhere, a table or a diagram has almost none. Cheap (every other pixel), pure.
import { BASE_MIN_BARS, BASE_MIN_SHARE, BASE_TOLERANCE_PX, INK_MAX_CHROMA, INK_MIN_CONTRAST } from "./rules/marks";
import { classMask, dropLongLines, forEachColumnRun, markClass, type Rect } from "./series";
import type { Pixels } from "./types";

export interface Geometry {
  /** Share of columns with marks, and share of the area they cover. */
  columns: number;
  coverage: number;
  chartLike: boolean;
}

/** `classes`: `markClasses(px)`, when the read has them (the same classes, not computed again). */
export function chartGeometry(px: Pixels, classes?: Uint8Array): Geometry {
  const step = 2;
  let marks = 0;
  let total = 0;
  let marked = 0;
  let cols = 0;
  for (let x = 0; x < px.width; x += step) {
    let n = 0;
    for (let y = 0; y < px.height; y += step) {
      const p = y * px.width + x;
      if (classes ? classes[p] : markClass(px.data[p * 3], px.data[p * 3 + 1], px.data[p * 3 + 2])) n++;
    }
    cols++;
    if (n >= 2) marked++;
    marks += n;
    total += Math.ceil(px.height / step);
  }
  const columns = cols ? marked / cols : 0;
  const coverage = total ? marks / total : 0;
  return { columns, coverage, chartLike: columns >= 0.4 && coverage >= 0.003 && coverage <= 0.25 };
}

export interface CandleEvidence {
  /** Candle-like bars (thin, upright, solid) of the rising and the falling colour. */
  up: number;
  down: number;
  /** Bars taller than a line of table text (see `tallBars`). */
  tall: number;
  /** Share of those tall bars of one height (see `alikeShare`). */
  alike: number;
  /** Share of the width the bars spread over. */
  spread: number;
  candles: boolean;
  /**
   * Bars standing on one row, left out of the counts above: a histogram's (an oscillator's zero
   * line with bars above and below it, a volume pane's floor with bars above it). Null: none.
   */
  histogram?: Histogram | null;
}

/** A row many bars stand on (rising bars end on it) or hang from (falling bars start on it), in pixels. */
export interface Histogram {
  y: number;
  above: number;
  below: number;
}

/**
 * The row the most bars stand on or hang from, when it holds a histogram's share of them. Candles
 * float: their highs and lows wander, so few of them end on any one row.
 */
export function histogramBase(bars: Bar[]): Histogram | null {
  const above = new Map<number, number>();
  const below = new Map<number, number>();
  for (const b of bars) {
    above.set(b.y1, (above.get(b.y1) ?? 0) + 1);
    below.set(b.y0, (below.get(b.y0) ?? 0) + 1);
  }
  const near = (m: Map<number, number>, y: number) => {
    let n = 0;
    for (let d = -BASE_TOLERANCE_PX; d <= BASE_TOLERANCE_PX; d++) n += m.get(y + d) ?? 0;
    return n;
  };
  let best: Histogram | null = null;
  for (const y of new Set([...above.keys(), ...below.keys()])) {
    const h = { y, above: near(above, y), below: near(below, y) };
    if (!best || h.above + h.below > best.above + best.below) best = h;
  }
  if (!best || best.above + best.below < Math.max(BASE_MIN_BARS, bars.length * BASE_MIN_SHARE)) return null;
  return best;
}

const onBase = (b: Bar, base: Histogram) =>
  Math.abs(b.y1 - base.y) <= BASE_TOLERANCE_PX || Math.abs(b.y0 - base.y) <= BASE_TOLERANCE_PX;

/** Bars at least 20 px tall: table digits at the working width are 10-16 px. */
export const tallBars = (heights: number[]) => heights.filter((h) => h >= 20);

/**
 * Share of the bars within a pixel of the commonest height. Coloured digits taller than 20 px (an
 * order book shot at a larger scale) are strokes of one height: 76 %; candles vary: at most 41 %
 * over the 58 real charts, at x1 and x1.15.
 */
export function alikeShare(heights: number[]): number {
  const counts = new Map<number, number>();
  for (const h of heights) counts.set(h, (counts.get(h) ?? 0) + 1);
  let most = 0;
  for (const h of counts.keys())
    most = Math.max(most, (counts.get(h - 1) ?? 0) + (counts.get(h) ?? 0) + (counts.get(h + 1) ?? 0));
  return heights.length ? most / heights.length : 0;
}

/**
 * Small candles (a small export, a zoomed-out chart): bodies of at least 8 px and twice the
 * median bar, whose tops lie at many heights. Text glyphs stand on rows: most of a table's
 * coloured digits share their top with others, and its few tall bars are glyphs run together.
 */
export function smallCandles(bars: { y0: number; y1: number }[]): { tall: number; onRows: number } {
  const heights = bars.map((b) => b.y1 - b.y0 + 1).sort((p, q) => p - q);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  const tops = new Map<number, number>();
  for (const b of bars) tops.set(b.y0, (tops.get(b.y0) ?? 0) + 1);
  const shared = (y: number) => (tops.get(y - 1) ?? 0) + (tops.get(y) ?? 0) + (tops.get(y + 1) ?? 0) >= 4;
  return {
    tall: heights.filter((h) => h >= Math.max(8, median * 2)).length,
    onRows: bars.length ? bars.filter((b) => shared(b.y0)).length / bars.length : 0,
  };
}

/** An upright solid bar of one mark colour (1 cool, 2 warm), in pixels of the whole image. */
export interface Bar {
  cls: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * Candle-like bars without reading any text: upright solid runs of one colour, thin. Uses the plot
 * mask (long horizontal and full-height lines removed). The costly half of `candleEvidence`, run
 * while the text detector works.
 */
export function candleBars(px: Pixels): { bars: Bar[]; width: number } {
  const { mask, w, h } = classMask(px, { x0: 0, y0: 0, x1: px.width, y1: px.height });
  return maskBars(mask, w, h);
}

/** Upright solid thin runs of one class of a mask, joined across neighbouring columns. */
export function maskBars(mask: Uint8Array, w: number, h: number): { bars: Bar[]; width: number } {
  const maxWidth = Math.max(4, Math.round(w * 0.02));
  type Blob = Bar & { lastX: number };
  const done: Blob[] = [];
  let active: Blob[] = [];
  for (let x = 0; x < w; x++) {
    const next: Blob[] = [];
    forEachColumnRun(mask, w, h, x, (y, y1, c) => {
      if (y1 - y < 3) return;
      // A blob joins at most one run per column: once joined its lastX is x, so it is not found again.
      const b = active.find((a) => a.cls === c && a.lastX === x - 1 && a.y0 <= y1 && a.y1 >= y);
      if (b) {
        b.x1 = x;
        b.lastX = x;
        b.y0 = Math.min(b.y0, y);
        b.y1 = Math.max(b.y1, y1);
        next.push(b);
      } else next.push({ cls: c, x0: x, x1: x, y0: y, y1, lastX: x });
    });
    // The blobs no run of this column joined are done.
    for (const a of active) if (a.lastX !== x) done.push(a);
    active = next;
  }
  done.push(...active);
  const bars = done.filter((b) => {
    const bw = b.x1 - b.x0 + 1;
    const bh = b.y1 - b.y0 + 1;
    return bw <= maxWidth && bh >= Math.max(6, bw * 1.2);
  });
  return { bars: bars.map(({ cls, x0, x1, y0, y1 }) => ({ cls, x0, x1, y0, y1 })), width: w };
}

/** The width is cut into this many strips to say how far bars spread across it. */
export const SPREAD_BUCKETS = 50;

/** Is the bar's middle inside one of the text boxes (coloured digits, a green "Buy" button's label)? */
const inText = (b: Bar, text: Rect[]) => {
  const x = (b.x0 + b.x1) / 2;
  const y = (b.y0 + b.y1) / 2;
  return text.some((t) => x >= t.x0 - 2 && x <= t.x1 + 2 && y >= t.y0 - 2 && y <= t.y1 + 2);
};

/**
 * Candles: upright solid bars in two colours, of varied heights, spread across the width. A
 * table's coloured digits are short and all alike; a heat map's cells are wide; a line is not
 * solid. `text` is where OCR found confident text: an order book's red and green prices are
 * coloured glyphs, 20-30 px tall when the screenshot is large, and are not candles.
 */
export function judgeCandles(
  { bars: all, width: w }: { bars: Bar[]; width: number },
  text: Rect[] = [],
): CandleEvidence {
  const drawn = all.filter((b) => !inText(b, text));
  // A histogram's bars (an oscillator's, a volume pane's) are not candles: they stand on one row.
  const histogram = histogramBase(drawn);
  const bars = histogram ? drawn.filter((b) => !onBase(b, histogram)) : drawn;
  const up = bars.filter((b) => b.cls === 1).length;
  const down = bars.length - up;
  const tall = tallBars(bars.map((b) => b.y1 - b.y0 + 1));
  const alike = alikeShare(tall);
  const small = smallCandles(bars);
  const spread = new Set(bars.map((b) => Math.floor((b.x0 / w) * SPREAD_BUCKETS))).size / SPREAD_BUCKETS;
  return {
    up,
    down,
    tall: tall.length,
    alike,
    spread,
    histogram,
    // Both colours in earnest: a photo's warm highlights alone are not candles.
    candles:
      Math.min(up, down) >= 15 &&
      Math.min(up, down) >= Math.max(up, down) * 0.15 &&
      spread >= 0.3 &&
      ((tall.length >= 6 && alike < 0.6) || (small.tall >= 6 && small.onRows < 0.5)),
  };
}

/** Both halves at once (no text known). */
export const candleEvidence = (px: Pixels, text: Rect[] = []): CandleEvidence => judgeCandles(candleBars(px), text);

/** The background's level is the commonest among every so many pixels. */
const BACKGROUND_SAMPLE_STEP = 7;

const luminance = (r: number, g: number, b: number) => (r * 299 + g * 587 + b * 114) / 1000;

/**
 * Grey-level marks: classic candles are black and white (a filled falling body, a hollow rising
 * one, black wicks), which the colour mask does not see. Pixels of little colour, far in
 * luminance from the background's, with long lines removed as in the colour mask.
 */
export function inkMask(px: Pixels): { mask: Uint8Array; w: number; h: number } {
  const { width: w, height: h, data } = px;
  const levels = new Uint32Array(256);
  for (let i = 0; i < w * h * 3; i += 3 * BACKGROUND_SAMPLE_STEP)
    levels[Math.round(luminance(data[i], data[i + 1], data[i + 2]))]++;
  const background = levels.indexOf(Math.max(...levels));
  const mask = new Uint8Array(w * h);
  // Read once: the loop visits every pixel, and an imported binding is a property read each time.
  const maxChroma = INK_MAX_CHROMA;
  const minContrast = INK_MIN_CONTRAST;
  for (let p = 0, i = 0; p < w * h; p++, i += 3) {
    const r = data[i];
    const g = data[i + 1];
    const b = data[i + 2];
    const max = r > g ? (r > b ? r : b) : g > b ? g : b;
    const min = r < g ? (r < b ? r : b) : g < b ? g : b;
    if (max - min <= maxChroma && Math.abs(luminance(r, g, b) - background) >= minContrast) mask[p] = 1;
  }
  dropLongLines(mask, w, h);
  return { mask, w, h };
}

/** Grey-level bars (see `inkMask`), outside text and off any histogram's base, as the is-chart rules read them. */
export interface InkEvidence {
  bars: number;
  /** Bars of 20 px and more, and the share of those of one height. */
  tall: number;
  alike: number;
  /** Share of the bars whose tops stand on a row with others (glyphs of text do). */
  onRows: number;
  /** Share of the width they spread over. */
  spread: number;
}

export function inkEvidence(px: Pixels, text: Rect[] = []): InkEvidence {
  const { mask, w, h } = inkMask(px);
  const drawn = maskBars(mask, w, h).bars.filter((b) => !inText(b, text));
  const base = histogramBase(drawn);
  const bars = base ? drawn.filter((b) => !onBase(b, base)) : drawn;
  const tall = tallBars(bars.map((b) => b.y1 - b.y0 + 1));
  return {
    bars: bars.length,
    tall: tall.length,
    alike: alikeShare(tall),
    onRows: smallCandles(bars).onRows,
    spread: new Set(bars.map((b) => Math.floor((b.x0 / w) * SPREAD_BUCKETS))).size / SPREAD_BUCKETS,
  };
}
