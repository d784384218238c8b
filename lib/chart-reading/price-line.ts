// A price line found from pixels alone, before any text is read: the widest stroke of one mark
// colour, measured for what makes a series of prices (one value per column, wandering, turning, off
// any one straight line). Read by rules/is-chart.ts when neither a ladder nor candles settle it.
import { classMask, clearText, forEachColumnRun, type Rect } from "./series";
import { LINE_TURN_SHARE, STRAIGHT_TOLERANCE_PX } from "./rules/marks";
import type { Pixels } from "./types";

/** The longest stroke of one mark colour drawn across the image, as read from pixels alone. */
export interface LineStroke {
  /** Share of the image's width its columns spread over. */
  span: number;
  /** How far its top edge travels, in shares of the image's height. */
  travel: number;
  /** Share of its columns where it is one run of pixels: a series over time has one value per time. */
  single: number;
  /** How often its top edge turns (up to down or back) by LINE_TURN_SHARE of the height or more. */
  turns: number;
  /** Its top edge's highest and lowest rows, in pixels. */
  top: number;
  bottom: number;
  /**
   * Share of its columns whose top edge lies on one straight line (within STRAIGHT_TOLERANCE_PX): a
   * rule, a divider, a border or a slanted decoration keeps most of them there, with tabs, boxes or
   * a bump attached; a series of prices wanders off any line.
   */
  straight: number;
}

/** Pairs of points whose line through them is tried (evenly spread over the stroke). */
const STRAIGHT_PAIRS = 48;

/**
 * The largest share of the points within STRAIGHT_TOLERANCE_PX of one straight line, among the lines
 * through pairs of points half the stroke apart: robust to whatever is attached to a rule.
 */
export function straightShare(xs: number[], ys: number[]): number {
  const n = xs.length;
  if (n < 2) return 1;
  let best = 0;
  const half = Math.floor(n / 2);
  for (let k = 0; k < Math.min(STRAIGHT_PAIRS, half); k++) {
    const a = Math.floor((k * half) / Math.min(STRAIGHT_PAIRS, half));
    const b = a + half;
    const slope = (ys[b] - ys[a]) / (xs[b] - xs[a] || 1);
    let on = 0;
    for (let i = 0; i < n; i++) if (Math.abs(ys[a] + slope * (xs[i] - xs[a]) - ys[i]) <= STRAIGHT_TOLERANCE_PX) on++;
    best = Math.max(best, on / n);
  }
  return best;
}

/**
 * The widest connected stroke of one colour (runs of marked pixels in neighbouring columns that
 * touch), with what makes a drawn series of prices: one run per column, a wandering top edge.
 * `text` is where OCR found text (a coloured word is not a stroke). Pure, over the plot mask:
 * `plot`, when given, is `classMask` over the whole image (read-image.ts makes it for the candle scan).
 */
export function priceLine(px: Pixels, text: Rect[] = [], plot?: Uint8Array): LineStroke | null {
  const full = { x0: 0, y0: 0, x1: px.width, y1: px.height };
  // The whole image's plot mask, when the candle scan already made it (a copy: the text is cleared from it).
  const { mask, w, h } = plot ? { mask: plot.slice(), w: px.width, h: px.height } : classMask(px, full);
  if (w < 20 || h < 20) return null;
  clearText(mask, w, h, full, text);
  // Runs per column, linked to the runs of the column before that they touch (union-find).
  const parent: number[] = [];
  const runs: { x: number; y0: number; y1: number }[] = [];
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  let prev: number[] = [];
  for (let x = 0; x < w; x++) {
    const cur: number[] = [];
    forEachColumnRun(mask, w, h, x, (y, y1, c) => {
      const id = runs.length;
      runs.push({ x, y0: y, y1 });
      parent.push(id);
      for (const p of prev) {
        const r = runs[p];
        if (mask[r.y0 * w + x - 1] === c && r.y0 <= y1 + 1 && r.y1 >= y - 1) parent[find(id)] = find(p);
      }
      cur.push(id);
    });
    prev = cur;
  }
  const groups = new Map<number, number[]>();
  runs.forEach((_, i) => {
    const root = find(i);
    const g = groups.get(root);
    if (g) g.push(i);
    else groups.set(root, [i]);
  });
  let widest: number[] = [];
  let widestCols = 0;
  for (const g of groups.values()) {
    const cols = new Set(g.map((i) => runs[i].x)).size;
    if (cols > widestCols) [widest, widestCols] = [g, cols];
  }
  if (!widest.length) return null;
  const tops = new Map<number, number>();
  const count = new Map<number, number>();
  for (const i of widest) {
    const r = runs[i];
    tops.set(r.x, Math.min(tops.get(r.x) ?? Infinity, r.y0));
    count.set(r.x, (count.get(r.x) ?? 0) + 1);
  }
  const xs = [...tops.keys()].sort((a, b) => a - b);
  const edge = xs.map((x) => tops.get(x)!);
  const step = h * LINE_TURN_SHARE;
  let turns = 0;
  let dir = 0; // 1: the edge moves down the image, -1: up
  let pivot = edge[0];
  for (const y of edge) {
    if (dir === 0) {
      if (Math.abs(y - pivot) > step) [dir, pivot] = [Math.sign(y - pivot), y];
    } else if ((y - pivot) * dir > 0) pivot = y;
    else if ((pivot - y) * dir > step) [turns, dir, pivot] = [turns + 1, -dir, y];
  }
  return {
    span: (xs[xs.length - 1] - xs[0] + 1) / w,
    travel: (Math.max(...edge) - Math.min(...edge)) / h,
    single: xs.filter((x) => count.get(x) === 1).length / xs.length,
    turns,
    top: Math.min(...edge),
    bottom: Math.max(...edge),
    straight: straightShare(xs, edge),
  };
}
