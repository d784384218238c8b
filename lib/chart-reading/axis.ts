// The price axis: a column of numeric labels whose values are monotonic in their pixel position
// and fit price = a + b*y (or a log scale) within a few pixels. Found robustly: every pair of
// labels proposes a line, the one most labels agree with wins (RANSAC-style), then least squares
// over those labels. Random numbers (a table, a chat) do not line up like that.
import { looksLikeTime, parseNumber } from "./numbers";
import type { AxisLabel, OcrWord, PriceAxis, PriceFit } from "./types";

interface Numeric extends AxisLabel {
  decimals: number;
  percent: boolean;
  millions: boolean;
  word: OcrWord;
}

export function numericWords(words: OcrWord[]): Numeric[] {
  const out: Numeric[] = [];
  for (const w of words) {
    if (looksLikeTime(w.text) || w.conf < 30) continue;
    const p = parseNumber(w.text);
    if (!p) continue;
    const y = (w.y0 + w.y1) / 2;
    // The same label read twice (two OCR passes over one strip) counts once.
    if (out.some((o) => o.value === p.value && Math.abs(o.y - y) < 4 && Math.abs(o.box.x1 - w.x1) < 12)) continue;
    out.push({
      value: p.value,
      y,
      box: { x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1 },
      decimals: p.decimals,
      percent: p.percent,
      millions: p.millions,
      word: w,
    });
  }
  return out;
}

function leastSquares(points: { y: number; v: number }[]): { a: number; b: number } {
  const n = points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const mv = points.reduce((s, p) => s + p.v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.y - my) * (p.v - mv);
    sxx += (p.y - my) ** 2;
  }
  const b = sxx ? sxy / sxx : 0;
  return { a: mv - b * my, b };
}

const transform = (scale: PriceFit["scale"], v: number) => (scale === "log" ? Math.log(v) : v);

export function priceAt(fit: PriceFit, y: number): number {
  const v = fit.a + fit.b * y;
  return fit.scale === "log" ? Math.exp(v) : v;
}

export function yAt(fit: PriceFit, price: number): number {
  return (transform(fit.scale, price) - fit.a) / fit.b;
}

/** How far (in steps) the values across a wide gap may miss the ladder's own step. */
const LADDER_VALUE_TOLERANCE = 0.05;

/**
 * The longest run of labels without a wide gap: a pane below the price (an oscillator's "50", a
 * volume "50M") can sit where the price line's fit would put it, but several ticks further down,
 * past labels that are not there. A gap of one missing tick (an unread label) is kept.
 */
export function mainRun<T extends { y: number; value: number }>(labels: T[]): T[] {
  if (labels.length < 4) return labels;
  const sorted = [...labels].sort((p, q) => p.y - q.y);
  const gaps = sorted.slice(1).map((l, i) => l.y - sorted[i].y);
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
  const steps = sorted.slice(1).map((l, i) => sorted[i].value - l.value);
  const step = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)];
  // A wide gap whose values step on as the ladder does (labels hidden under a price tag, or
  // unread) is the same axis; a pane below starts values of its own.
  const onStep = (k: number, ticks: number) => Math.abs(steps[k] - ticks * step) <= step * LADDER_VALUE_TOLERANCE;
  // ... and goes on past the gap by one tick at least (one label in line with the ladder may be a pane's).
  const ladderGoesOn = (i: number) =>
    step > 0 &&
    onStep(i - 1, Math.round(gaps[i - 1] / median)) &&
    i < gaps.length &&
    Math.round(gaps[i] / median) === 1 &&
    onStep(i, 1);
  let best: T[] = [];
  let run: T[] = [sorted[0]];
  for (let i = 1; i < sorted.length; i++) {
    if (gaps[i - 1] > median * 2.5 && !ladderGoesOn(i)) run = [];
    run.push(sorted[i]);
    if (run.length > best.length) best = run;
  }
  return best;
}

/** The best line through a column's labels, tolerating OCR misreads. */
function fitLadder(labels: Numeric[], scale: PriceFit["scale"]): { fit: PriceFit; inliers: Numeric[] } | null {
  const usable = labels.filter((l) => scale === "linear" || l.value > 0);
  if (usable.length < 3) return null;
  const height = Math.max(...usable.map((l) => l.y)) - Math.min(...usable.map((l) => l.y));
  let best: Numeric[] = [];
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const p = usable[i];
      const q = usable[j];
      if (Math.abs(p.y - q.y) < 6 || p.value === q.value) continue;
      const b = (transform(scale, q.value) - transform(scale, p.value)) / (q.y - p.y);
      if (b >= 0) continue; // prices rise towards the top of the image
      const a = transform(scale, p.value) - b * p.y;
      const tol = Math.max(2.5, height * 0.012);
      const inliers = usable.filter((l) => Math.abs((transform(scale, l.value) - a) / b - l.y) <= tol);
      if (inliers.length > best.length) best = inliers;
    }
  }
  best = mainRun(best);
  // One label per distinct value and row: a repeated value is the last-price tag, not a tick.
  if (best.length < 3 || new Set(best.map((l) => l.value)).size < 3) return null;
  const { a, b } = leastSquares(best.map((l) => ({ y: l.y, v: transform(scale, l.value) })));
  if (b >= 0) return null;
  const values = best.map((l) => l.value);
  const span = Math.max(...values) - Math.min(...values);
  const fit: PriceFit = { scale, a, b, maxError: 0 };
  fit.maxError = Math.max(...best.map((l) => Math.abs(priceAt(fit, l.y) - l.value))) / (span || 1);
  return { fit, inliers: best };
}

/**
 * A price scale prints its ticks and, between them, a few tags (the last price, an indicator's
 * value, a high or a low): never more numbers than ticks. A table's column holds a number on every
 * row, and three of them can line up by chance; then most of the column's numbers within the
 * ladder's height are off the line.
 */
export const MAX_OFF_LADDER_PER_TICK = 1;

function offLadder(col: Numeric[], inliers: Numeric[]): number {
  const top = Math.min(...inliers.map((l) => l.y));
  const bottom = Math.max(...inliers.map((l) => l.y));
  return col.filter((l) => l.y >= top && l.y <= bottom && !inliers.includes(l)).length;
}

/** Groups labels that share a right edge (price axes are right-aligned) or a left edge. */
function columns(labels: Numeric[]): Numeric[][] {
  const groups: Numeric[][] = [];
  for (const key of ["x1", "x0"] as const) {
    const sorted = [...labels].sort((p, q) => p.box[key] - q.box[key]);
    let current: Numeric[] = [];
    for (const l of sorted) {
      if (current.length && l.box[key] - current[current.length - 1].box[key] > 10) {
        groups.push(current);
        current = [];
      }
      current.push(l);
    }
    if (current.length) groups.push(current);
  }
  return groups.filter((g) => g.length >= 3);
}

/**
 * Labels of one column that lost their whole part: small axis digits ("1.32680" at 7 px) read as
 * "32680" or ".32330" beside others read whole. When two or more labels of the column share a whole
 * part of 1-99 and D decimals, a bare D-digit integer or a bare ".ddd" of D decimals gets that
 * whole part back; the fit then decides whether they belong to the ladder.
 */
export function restoreWholeParts<T extends { value: number; decimals: number; word: { text: string } }>(
  col: T[],
): T[] {
  const whole = new Map<string, number>();
  for (const l of col)
    if (l.decimals >= 2 && l.value >= 1 && l.value < 100) {
      const k = `${Math.trunc(l.value)}:${l.decimals}`;
      whole.set(k, (whole.get(k) ?? 0) + 1);
    }
  const [best] = [...whole.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < 2) return col;
  const [w, d] = best[0].split(":").map(Number);
  return col.map((l) => {
    const text = l.word.text.trim();
    const bare = new RegExp(`^\\d{${d}}$`).test(text)
      ? Number(text)
      : /^[.,]\d+$/.test(text) && text.length === d + 1
        ? Number(text.slice(1))
        : null;
    return bare == null ? l : { ...l, value: w + bare / 10 ** d, decimals: d };
  });
}

/**
 * A price axis steps by at least this share of its prices (a 1-minute EURUSD axis by 0.0001 on
 * 1.08, about 1e-4); an order book's rows step by one tick (97,261,000, 97,260,000 ... won, 1e-5;
 * 0.01 on 64,000 dollars, 1.6e-7) and make a perfect ladder that is no axis.
 */
export const MIN_AXIS_STEP_SHARE = 2e-5;

const tickApart = (labels: { value: number }[]) => {
  const values = labels.map((l) => l.value).sort((p, q) => p - q);
  const steps = values
    .slice(1)
    .map((v, k) => v - values[k])
    .filter((d) => d > 0);
  if (!steps.length) return false;
  const step = Math.min(...steps);
  return step < Math.abs(values[values.length - 1]) * MIN_AXIS_STEP_SHARE;
};

/**
 * The price axis among the OCR words, or null. Prefers the ladder with the most labels; among
 * equals, the right-hand one (where trading charts put prices).
 */
export function findPriceAxis(words: OcrWord[], imageWidth: number): PriceAxis | null {
  const labels = numericWords(words);
  let best: PriceAxis | null = null;
  let bestScore = -Infinity;
  for (const col of columns(labels).map(restoreWholeParts)) {
    for (const scale of ["linear", "log"] as const) {
      const r = fitLadder(col, scale);
      // Log ladders must fit tightly: a few scattered table numbers fit a curve loosely.
      if (!r || r.fit.maxError > (scale === "log" ? 0.012 : 0.03)) continue;
      if (offLadder(col, r.inliers) > r.inliers.length * MAX_OFF_LADDER_PER_TICK) continue;
      if (tickApart(r.inliers)) continue;
      // A log fit must beat the linear one clearly to be chosen.
      const x0 = Math.min(...r.inliers.map((l) => l.box.x0));
      const x1 = Math.max(...r.inliers.map((l) => l.box.x1));
      const side = (x0 + x1) / 2 > imageWidth / 2 ? "right" : "left";
      // A percent or zero-crossing ladder (a change axis beside the price) or one in millions (a
      // volume pane's "150M 125M 100M") only wins when alone.
      const notPrice = r.inliers.some((l) => l.percent || l.value <= 0 || l.millions) ? 100 : 0;
      const score =
        r.inliers.length +
        (scale === "log" ? -0.5 : 0) +
        (side === "right" ? 0.25 : 0) -
        r.fit.maxError * 10 -
        notPrice;
      if (score > bestScore) {
        bestScore = score;
        const ordered = [...r.inliers].sort((p, q) => p.y - q.y);
        best = {
          side,
          fit: r.fit,
          x0,
          x1,
          labels: ordered.map(({ value, y, box }) => ({ value, y, box })),
          decimals: Math.max(...r.inliers.map((l) => l.decimals)),
          percent: r.inliers.some((l) => l.percent),
          millions: r.inliers.some((l) => l.millions),
        };
      }
    }
  }
  return best;
}
