// The last-price label: a number on the price axis that sits off the ladder's even grid, at the
// height its value maps to, usually on a filled coloured tag. Ticks are "nice" multiples of one
// step; the tag is not. Legend O/H/L/C values are never used (they follow the crosshair).
import { numericWords, priceAt } from "./axis";
import { boxedLabel } from "./boxed";
import { sameValue, type LegendValues } from "./legend";
import { markClass } from "./series";
import { gridStep, ladderRange, onLadder, TAG_REACH } from "./price-range";
import type { OcrWord, Pixels, PriceAxis } from "./types";

/**
 * A tick is a whole number of steps from another tick, as printed: "9397.43" on a 200-step ladder
 * is 1.3% of a step off the grid, a tag, not a tick (a looser test took it for 9400).
 */
export const onGrid = (v: number, base: number, step: number) => {
  const k = (v - base) / step;
  return Math.abs(k - Math.round(k)) < 0.005;
};

/** Share of the box's pixels that are saturated (a coloured tag behind the digits). */
function tagColour(px: Pixels, box: { x0: number; y0: number; x1: number; y1: number }): number {
  let n = 0;
  let total = 0;
  for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(px.height, Math.ceil(box.y1)); y++) {
    for (let x = Math.max(0, Math.floor(box.x0)); x < Math.min(px.width, Math.ceil(box.x1)); x++) {
      const i = (y * px.width + x) * 3;
      total++;
      if (
        markClass(px.data[i], px.data[i + 1], px.data[i + 2]) ||
        Math.max(px.data[i], px.data[i + 1], px.data[i + 2]) - Math.min(px.data[i], px.data[i + 1], px.data[i + 2]) > 60
      )
        n++;
    }
  }
  return total ? n / total : 0;
}

/**
 * A stop or target line's tag: trade tools (MetaTrader's and cTrader's position sizers, a
 * platform's order lines) print the order's profit or loss beside it on the plot, "0.64% (20.79
 * USD)". The price's own tag has no such note, and the three tags are otherwise alike (filled,
 * off the grid), so without this the target's tag was read as the price.
 */
export function orderNote(words: OcrWord[], tag: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const h = tag.y1 - tag.y0;
  const mid = (tag.y0 + tag.y1) / 2;
  // The words on the tag's row, walked leftwards from the tag while they follow each other.
  const row = words
    .filter((w) => w.x0 < tag.x0 && Math.abs((w.y0 + w.y1) / 2 - mid) <= 1.5 * h)
    .sort((p, q) => q.x1 - p.x1);
  let edge = tag.x0;
  for (const w of row) {
    if (w.x1 < edge - 3 * h) break;
    if (/\d\s?%|\bpips?\b/i.test(w.text)) return true;
    edge = Math.min(edge, w.x0);
  }
  return false;
}

export interface LastPriceLabel {
  value: number;
  y: number;
}

/** The ladder's ticks (labels on its even grid, tags left out), its step and a tick to count from. */
export function ladderTicks(axis: PriceAxis): { ticks: PriceAxis["labels"]; step: number; base: number } {
  const step = gridStep(axis.labels.map((l) => l.value));
  const ticksOnly = step
    ? axis.labels.filter(
        (l) => axis.labels.filter((m) => onGrid(m.value, l.value, step)).length >= axis.labels.length / 2,
      )
    : axis.labels;
  const base = ticksOnly[0]?.value ?? 0;
  return { ticks: step ? axis.labels.filter((l) => onGrid(l.value, base, step)) : axis.labels, step, base };
}

/**
 * A tag whose whole part the OCR lost (white text on a coloured tag: ".01361" for 1.01361): the
 * whole part is the one the axis predicts at its height. Only one or two digits of it, and only
 * when the decimals read are the axis's own, so that they carry the price.
 */
export function restoreClipped(text: string, predicted: number, decimals: number): number | null {
  const m = text.match(/^[^\d.,]*[.,](\d+)\D*$/);
  if (!m || decimals < 2 || m[1].length !== decimals || predicted <= 0) return null;
  const whole = Math.trunc(predicted);
  if (whole < 1 || whole > 99) return null;
  return whole + Number(`0.${m[1]}`);
}

/**
 * Among tags alike on the axis (filled, off the grid), the price's: charting apps draw it at the
 * height of the last bar's close, and an indicator's tag (a moving average's, in the average's
 * colour) at the indicator's value. So the tag the series' last mark agrees with, when the series
 * names one clearly (within half a step, and at most half as far as the next best tag's distance).
 */
export function agreeingTag<T extends { value: number; isClose: boolean }>(
  tags: T[],
  seriesEnd: number | null,
  step: number,
): T | null {
  const best = tags[0] ?? null;
  // The legend's close names the tag itself; the series is a reading of pixels.
  if (!best || seriesEnd == null || best.isClose || tags.length < 2) return best;
  const off = (t: T) => Math.abs(t.value - seriesEnd);
  const closest = tags.reduce((a, b) => (off(b) < off(a) ? b : a));
  return closest !== best && off(closest) <= step * 0.5 && off(closest) * 2 < off(best) ? closest : best;
}

/**
 * Picks the last-price tag among the numbers on the axis column (or the image's far edge), if there
 * is one. `seriesEnd`: where the digitised series ends (its last close), to tell the price's tag
 * from an indicator's.
 */
export function findLastPriceLabel(
  axis: PriceAxis,
  words: OcrWord[],
  px: Pixels,
  legend: LegendValues = { indicators: [], close: null },
  seriesEnd: number | null = null,
): { ticks: PriceAxis["labels"]; label: LastPriceLabel | null } {
  const { ticks, step, base } = ladderTicks(axis);
  const range = ladderRange(ticks);
  const values = ticks.map((t) => t.value);
  const span = Math.max(...values) - Math.min(...values) || 1;
  const spacingPx = ticks.length > 1 ? Math.abs(ticks[ticks.length - 1].y - ticks[0].y) / (ticks.length - 1) : 30;
  const fits = (value: number, y: number) =>
    Math.abs(priceAt(axis.fit, y) - value) <= Math.max(span * 0.02, Math.abs(axis.fit.b) * spacingPx * 0.25);
  // Candidates: numbers in the axis column, at the height their value maps to, off the grid; or
  // on the image's far edge (apps that print the ticks inside the plot on the left tag the last
  // price on the right).
  const farEdge = (n: { box: { x0: number; x1: number } }) =>
    axis.side === "left" ? n.box.x1 > px.width * 0.97 : n.box.x0 < px.width * 0.03;
  const candidates = numericWords(words).flatMap((n) => {
    const overlaps = (n.box.x1 > axis.x0 - 30 && n.box.x0 < axis.x1 + 30) || farEdge(n);
    if (!overlaps || n.percent || (step && onGrid(n.value, base, step) && ticks.some((t) => Math.abs(t.y - n.y) < 4)))
      return [];
    if (fits(n.value, n.y)) return [n];
    const restored = restoreClipped(n.word.text, priceAt(axis.fit, n.y), axis.decimals);
    return restored != null && fits(restored, n.y) ? [{ ...n, value: restored }] : [];
  });
  const tags: { value: number; y: number; score: number; isClose: boolean }[] = [];
  for (const c of candidates) {
    // Beyond the ladder's ends (past the tick a tag may hide): not this axis's price.
    if (range && !onLadder(c.value, range, TAG_REACH)) continue;
    const colour = tagColour(px, { x0: c.box.x0 - 3, y0: c.box.y0 - 2, x1: c.box.x1 + 3, y1: c.box.y1 + 2 });
    const isClose = legend.close != null && sameValue(c.value, legend.close);
    // An indicator's own tag (its value is in the legend beside its name) is not the price.
    if (!isClose && legend.indicators.some((v) => sameValue(c.value, v))) continue;
    if (!isClose && orderNote(words, c.box)) continue;
    const offGrid = !!step && !onGrid(c.value, base, step);
    const filled = colour >= 0.15;
    const score = colour + (filled ? 1 : 0) + (offGrid ? 0.5 : 0) + c.word.conf / 1000 + (isClose ? 0.5 : 0);
    // Plain text on the axis is a tick we misread (or a date beside the axis), unless it is boxed
    // (matplotlib and backtrader outline the last price) or the legend's close names it.
    if (!filled && !isClose && !boxedLabel(px, c.box)) continue;
    tags.push({ value: c.value, y: c.y, score, isClose });
  }
  tags.sort((p, q) => q.score - p.score);
  const best = agreeingTag(tags, seriesEnd, range?.step ?? 0);
  return { ticks, label: best ? { value: best.value, y: best.y } : null };
}

/**
 * Filled coloured tags on the axis column (the last-price label and indicator tags): runs of
 * rows where most pixels across the label column are saturated. Found from pixels, so a tag whose
 * white text vanished from the OCR strip is still OCR'd on its own.
 */
export function tagBoxes(px: Pixels, axis: PriceAxis): { x0: number; y0: number; x1: number; y1: number }[] {
  const x0 = Math.max(0, Math.floor(axis.x0 - 2));
  const x1 = Math.min(px.width, Math.ceil(axis.x1 + 2));
  const out: { x0: number; y0: number; x1: number; y1: number }[] = [];
  let start = -1;
  for (let y = 0; y <= px.height; y++) {
    let n = 0;
    if (y < px.height) {
      for (let x = x0; x < x1; x++) {
        const i = (y * px.width + x) * 3;
        if (markClass(px.data[i], px.data[i + 1], px.data[i + 2])) n++;
      }
    }
    const filled = y < px.height && n >= (x1 - x0) * 0.45;
    if (filled && start < 0) start = y;
    if (!filled && start >= 0) {
      if (y - start >= 8 && y - start <= 60) out.push({ x0: x0 - 6, y0: start, x1: x1 + 6, y1: y });
      start = -1;
    }
  }
  return out.slice(0, 4);
}
