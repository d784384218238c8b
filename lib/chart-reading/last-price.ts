// The last-price label: a number on the price axis that sits off the ladder's even grid, at the
// height its value maps to, usually on a filled coloured tag. Ticks are "nice" multiples of one
// step; the tag is not. Legend O/H/L/C values are never used (they follow the crosshair). Which
// number is a tag is decided by rules/price-tag.ts; the distances are named in rules/tag-thresholds.ts.
import { numericWords, priceAt, yAt } from "./axis";
import { boxedLabel } from "./boxed";
import { midY } from "./box";
import { decimalUnit } from "./numbers";
import { sameValue, type LegendValues } from "./legend";
import { markClass } from "./series";
import { gridStep, ladderRange, onLadder, TAG_REACH } from "./price-range";
import { decide } from "./rules/rule";
import {
  annotationWord,
  UNCOLOURED_TAG_RULE,
  TAG_CHROMA_MIN,
  TAG_PAD_X_PX,
  TAG_PAD_Y_PX,
  tagRules,
  tagScore,
  HIDDEN_FILL_SHARE,
  PRICE_LINE_MIN_SHARE,
} from "./rules/price-tag";
import { priceLineShare } from "./tag-line";
import {
  AGREE_NEARER,
  AGREE_STEPS,
  AXIS_COLUMN_REACH_PX,
  FAR_EDGE_SHARE,
  FIT_SPACING_SHARE,
  FIT_SPAN_SHARE,
  GRID_TOLERANCE_STEPS,
  HALF_LAST_DIGIT,
  DECIMAL_RADIX,
  MAX_TAG_BOXES,
  NOTE_GAP_HEIGHTS,
  NOTE_ROW_HEIGHTS,
  ONE_LABEL_SPACING_PX,
  ROUNDING_MAX_SHARE_OF_STEP,
  SAME_TICK_PX,
  TAG_COLUMN_PAD_PX,
  TAG_MAX_HEIGHT_PX,
  TAG_MIN_HEIGHT_PX,
  TAG_READ_PAD_PX,
  TAG_ROW_FILLED_SHARE,
  TICK_GRID_SHARE,
} from "./rules/tag-thresholds";
import { RGB_CHANNELS, type Box, type OcrWord, type Pixels, type PriceAxis } from "./types";

/** A tick is a whole number of steps from another tick, as printed (GRID_TOLERANCE_STEPS). */
export const onGrid = (v: number, base: number, step: number) => {
  const k = (v - base) / step;
  return Math.abs(k - Math.round(k)) < GRID_TOLERANCE_STEPS;
};

/**
 * On the grid as a tick is printed: ticks are exact multiples of the step at the axis's decimals,
 * so a tag a few hundredths off a tick ("3519.86" beside 3520.00) is a tag, however close.
 */
export const onPrintedGrid = (v: number, base: number, step: number, decimals: number) => {
  const k = Math.round((v - base) / step);
  return onGrid(v, base, step) && Math.abs(v - (base + k * step)) <= HALF_LAST_DIGIT / DECIMAL_RADIX ** decimals;
};

const rgbAt = (px: Pixels, x: number, y: number) => {
  const i = (y * px.width + x) * RGB_CHANNELS;
  return px.data.subarray(i, i + RGB_CHANNELS);
};

/** Share of the box's pixels that are saturated (a coloured tag behind the digits). */
function tagColour(px: Pixels, box: Box): number {
  let n = 0;
  let total = 0;
  for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(px.height, Math.ceil(box.y1)); y++) {
    for (let x = Math.max(0, Math.floor(box.x0)); x < Math.min(px.width, Math.ceil(box.x1)); x++) {
      const [r, g, b] = rgbAt(px, x, y);
      total++;
      if (markClass(r, g, b) || Math.max(r, g, b) - Math.min(r, g, b) > TAG_CHROMA_MIN) n++;
    }
  }
  return total ? n / total : 0;
}

/**
 * The words printed beside a tag: on its row, walked leftwards from it while they follow each
 * other (a note far away on the same row, a panel's "Risk, %:", is not the tag's).
 */
function besideTag(words: OcrWord[], tag: Box): OcrWord[] {
  const h = tag.y1 - tag.y0;
  const row = words
    .filter((w) => w.x0 < tag.x0 && Math.abs(midY(w) - midY(tag)) <= NOTE_ROW_HEIGHTS * h)
    .sort((p, q) => q.x1 - p.x1);
  const out: OcrWord[] = [];
  let edge = tag.x0;
  for (const w of row) {
    if (w.x1 < edge - NOTE_GAP_HEIGHTS * h) break;
    out.push(w);
    edge = Math.min(edge, w.x0);
  }
  return out;
}

/** A drawing's or an order's word beside the tag, or inside it ("ENTRY", "SL", "TP1", "Alert"). */
function annotationBeside(words: OcrWord[], tag: Box, own: OcrWord): string | null {
  const inside = words.filter(
    (w) => w !== own && w.x0 >= tag.x0 - 1 && w.x1 <= tag.x1 + 1 && w.y0 < tag.y1 && w.y1 > tag.y0,
  );
  for (const w of [...inside, ...besideTag(words, tag)]) {
    const word = annotationWord(w.text);
    if (word) return word;
  }
  return null;
}

/** Two boxes share rows (one drawn over the other on the axis column). */
const rowsOverlap = (a: Box, b: Box) => a.y0 < b.y1 && b.y0 < a.y1;

export interface LastPriceLabel {
  value: number;
  y: number;
}

/**
 * The ladder's step as its printed values imply it: the mean of the gaps that differ from the
 * commonest one only by the printing's rounding (a unit of the last decimal), so that a ladder of
 * rounded values ("143.37 145.71 148.06 150.40") stays on its grid.
 */
export function printedStep(values: number[], decimals: number): number {
  const step = gridStep(values);
  const unit = decimalUnit(decimals);
  if (!step || unit > step * ROUNDING_MAX_SHARE_OF_STEP) return step;
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const units = (x: number) => Math.round(x / unit);
  const gaps = sorted
    .slice(1)
    .map((v, i) => v - sorted[i])
    .filter((g) => Math.abs(units(g) - units(step)) <= 1);
  return gaps.length ? gaps.reduce((s, g) => s + g, 0) / gaps.length : step;
}

/** The ladder's ticks (labels on its even grid, tags left out), its step and a tick to count from. */
export function ladderTicks(axis: PriceAxis): { ticks: PriceAxis["labels"]; step: number; base: number } {
  const step = printedStep(
    axis.labels.map((l) => l.value),
    axis.decimals,
  );
  const ticksOnly = step
    ? axis.labels.filter(
        (l) => axis.labels.filter((m) => onGrid(m.value, l.value, step)).length >= axis.labels.length * TICK_GRID_SHARE,
      )
    : axis.labels;
  const base = ticksOnly[0]?.value ?? 0;
  return { ticks: step ? axis.labels.filter((l) => onGrid(l.value, base, step)) : axis.labels, step, base };
}

/**
 * Among tags alike on the axis (filled, off the grid), the price's: charting apps draw it at the
 * height of the last bar's close, and an indicator's tag (a moving average's, in the average's
 * colour) at the indicator's value. So the tag the series' last mark agrees with, when the series
 * names one clearly (AGREE_STEPS, AGREE_NEARER).
 */
export function agreeingTag<T extends { value: number; isClose: boolean; line?: boolean }>(
  tags: T[],
  seriesEnd: number | null,
  step: number,
): T | null {
  const best = tags[0] ?? null;
  // The legend's close names the tag itself; the series is a reading of pixels.
  if (!best || seriesEnd == null || best.isClose || tags.length <= 1) return best;
  const off = (t: T) => Math.abs(t.value - seriesEnd);
  // A tag with a price line is told apart only from others with one (a drawn line's, an alert's).
  const alike = tags.filter((t) => !!t.line === !!best.line);
  const closest = alike.reduce((a, b) => (off(b) < off(a) ? b : a));
  return closest !== best && off(closest) <= step * AGREE_STEPS && off(closest) * AGREE_NEARER < off(best)
    ? closest
    : best;
}

/**
 * Picks the last-price tag among the numbers on the axis column (or the image's far edge), if there
 * is one. `seriesEnd`: where the digitised series ends (its last close), to tell the price's tag
 * from an indicator's and to find a tag drawn close to the background's colour.
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
  const spacingPx =
    ticks.length > 1 ? Math.abs(ticks[ticks.length - 1].y - ticks[0].y) / (ticks.length - 1) : ONE_LABEL_SPACING_PX;
  const fits = (value: number, y: number) =>
    Math.abs(priceAt(axis.fit, y) - value) <=
    Math.max(span * FIT_SPAN_SHARE, Math.abs(axis.fit.b) * spacingPx * FIT_SPACING_SHARE);
  // Candidates: numbers in the axis column, at the height their value maps to, off the grid; or
  // on the image's far edge (apps that print the ticks inside the plot on the left tag the last
  // price on the right).
  const farEdge = (n: { box: { x0: number; x1: number } }) =>
    axis.side === "left" ? n.box.x1 > px.width * (1 - FAR_EDGE_SHARE) : n.box.x0 < px.width * FAR_EDGE_SHARE;
  const candidates = numericWords(words).flatMap((n) => {
    const overlaps =
      (n.box.x1 > axis.x0 - AXIS_COLUMN_REACH_PX && n.box.x0 < axis.x1 + AXIS_COLUMN_REACH_PX) || farEdge(n);
    if (
      !overlaps ||
      n.percent ||
      (step &&
        onPrintedGrid(n.value, base, step, axis.decimals) &&
        ticks.some((t) => Math.abs(t.y - n.y) < SAME_TICK_PX))
    )
      return [];
    return fits(n.value, n.y) ? [n] : [];
  });
  const closeY = seriesEnd != null ? yAt(axis.fit, seriesEnd) : null;
  // A log ladder's ticks are even only piecewise: its whole printed range bounds the tags.
  const reach = axis.fit.scale === "log" ? ladderRange(axis.labels) : range;
  const measured = candidates
    // Beyond the ladder's ends (past the tick a tag may hide): not this axis's price.
    .filter((c) => !reach || onLadder(c.value, reach, TAG_REACH))
    .map((c) => {
      const pad = {
        x0: c.box.x0 - TAG_PAD_X_PX,
        y0: c.box.y0 - TAG_PAD_Y_PX,
        x1: c.box.x1 + TAG_PAD_X_PX,
        y1: c.box.y1 + TAG_PAD_Y_PX,
      };
      return { c, pad, fill: tagColour(px, pad) };
    });
  const tags: { value: number; y: number; score: number; isClose: boolean; line: boolean; rule: string }[] = [];
  for (const m of measured) {
    const { c, pad, fill } = m;
    const legendClose = legend.close != null && sameValue(c.value, legend.close);
    const evidence = {
      value: c.value,
      fill,
      boxed: boxedLabel(px, c.box),
      offGrid: !!step && !onPrintedGrid(c.value, base, step, axis.decimals),
      legendClose,
      indicatorValue: legend.indicators.some((v) => sameValue(c.value, v)),
      annotation: annotationBeside(words, pad, c.word),
      atLastClose: closeY != null && Math.abs(closeY - c.y) <= c.box.y1 - c.box.y0,
      priceLine: priceLineShare(px, pad, axis.side) >= PRICE_LINE_MIN_SHARE,
      underTag: measured.some((o) => o !== m && fill < o.fill * HIDDEN_FILL_SHARE && rowsOverlap(o.c.box, c.box)),
    };
    const verdict = decide(tagRules, evidence);
    if (!verdict.value) continue;
    tags.push({
      value: c.value,
      y: c.y,
      score: tagScore(evidence, c.word.conf),
      isClose: legendClose,
      line: evidence.priceLine,
      rule: verdict.rule,
    });
  }
  // A number found only by sitting at the last close stands in for a tag the colours did not show:
  // beside a tag that shows, it is the tick next to it.
  const shown = tags.filter((t) => t.rule !== UNCOLOURED_TAG_RULE);
  if (shown.length) tags.splice(0, tags.length, ...shown);
  tags.sort((p, q) => q.score - p.score);
  const best = agreeingTag(tags, seriesEnd, range?.step ?? 0);
  return { ticks, label: best ? { value: best.value, y: best.y } : null };
}

/**
 * Filled coloured tags on the axis column (the last-price label and indicator tags): runs of
 * rows where most pixels across the label column are saturated. Found from pixels, so a tag whose
 * white text vanished from the OCR strip is still OCR'd on its own.
 */
export function tagBoxes(px: Pixels, axis: PriceAxis): Box[] {
  const x0 = Math.max(0, Math.floor(axis.x0 - TAG_COLUMN_PAD_PX));
  const x1 = Math.min(px.width, Math.ceil(axis.x1 + TAG_COLUMN_PAD_PX));
  const out: Box[] = [];
  let start = -1;
  for (let y = 0; y <= px.height; y++) {
    let n = 0;
    for (let x = x0; x < x1 && y < px.height; x++) {
      const [r, g, b] = rgbAt(px, x, y);
      if (markClass(r, g, b)) n++;
    }
    const filled = y < px.height && n >= (x1 - x0) * TAG_ROW_FILLED_SHARE;
    if (filled && start < 0) start = y;
    if (!filled && start >= 0) {
      if (y - start >= TAG_MIN_HEIGHT_PX && y - start <= TAG_MAX_HEIGHT_PX)
        out.push({ x0: x0 - TAG_READ_PAD_PX, y0: start, x1: x1 + TAG_READ_PAD_PX, y1: y });
      start = -1;
    }
  }
  return out.slice(0, MAX_TAG_BOXES);
}
