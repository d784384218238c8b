// Calibration arithmetic, pure: an isotonic (pool-adjacent-violators) map from the engine's raw
// probability to the share of such calls that won, and the scores that judge a probability:
// reliability per 10-point bin, expected calibration error, Brier score.

export interface Outcome {
  p: number; // probability in percent, 0-100
  won: boolean;
}

/** [raw, calibrated] knots, raw ascending, calibrated non-decreasing (percent). */
export type Knots = [number, number][];

/**
 * Isotonic regression of won on p: groups of at least `minGroup` calls (pooled in p order, so a
 * handful of calls never pins a knot at 0% or 100%), then pool-adjacent-violators.
 */
export function fitIsotonic(data: Outcome[], minGroup = 40): Knots {
  const sorted = [...data].sort((a, b) => a.p - b.p);
  const groups: { n: number; p: number; y: number }[] = [];
  let cur = { n: 0, p: 0, y: 0 };
  sorted.forEach((d, i) => {
    cur.n++;
    cur.p += d.p;
    cur.y += d.won ? 1 : 0;
    const next = sorted[i + 1];
    if (cur.n >= minGroup && (!next || next.p !== d.p)) {
      groups.push(cur);
      cur = { n: 0, p: 0, y: 0 };
    }
  });
  if (cur.n) {
    if (groups.length) {
      const last = groups[groups.length - 1];
      groups[groups.length - 1] = { n: last.n + cur.n, p: last.p + cur.p, y: last.y + cur.y };
    } else groups.push(cur);
  }
  // Pool adjacent violators: merge while a block's rate is above the next one's.
  const blocks: { n: number; p: number; y: number }[] = [];
  for (const g of groups) {
    blocks.push({ ...g });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1];
      const a = blocks[blocks.length - 2];
      if (a.y / a.n <= b.y / b.n) break;
      blocks.splice(blocks.length - 2, 2, { n: a.n + b.n, p: a.p + b.p, y: a.y + b.y });
    }
  }
  return blocks.map((b) => [round1(b.p / b.n), round1((b.y / b.n) * 100)]);
}

const logit = (pct: number) => {
  const p = Math.min(0.995, Math.max(0.005, pct / 100));
  return Math.log(p / (1 - p));
};

/**
 * Platt scaling: won ~ sigmoid(a + b x logit(p)), fitted by Newton's method (a small ridge keeps it
 * finite on separable data; b is kept >= 0, so the map never reverses the engine's order).
 */
export function fitPlatt(data: Outcome[]): { a: number; b: number } {
  let a = 0;
  let b = 1;
  const ridge = 0.5;
  for (let iter = 0; iter < 50; iter++) {
    let ga = 0;
    let gb = ridge * (b - 1);
    let haa = 1e-9;
    let hab = 0;
    let hbb = ridge;
    for (const d of data) {
      const x = logit(d.p);
      const q = 1 / (1 + Math.exp(-(a + b * x)));
      const e = q - (d.won ? 1 : 0);
      const w = q * (1 - q);
      ga += e;
      gb += e * x;
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    }
    const det = haa * hbb - hab * hab;
    if (!(Math.abs(det) > 1e-12)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b = Math.max(0, b - db);
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return { a, b };
}

/** A Platt map as knots every 2.5 points, so the product applies every method the same way. */
export function plattKnots(data: Outcome[]): Knots {
  const { a, b } = fitPlatt(data);
  const knots: Knots = [];
  for (let p = 0; p <= 100; p += 2.5) knots.push([p, round1(100 / (1 + Math.exp(-(a + b * logit(p)))))]);
  return knots;
}

/** The calibrated probability for `raw`: linear between knots, flat beyond the first and last. */
export function applyKnots(knots: Knots, raw: number): number {
  if (!knots.length || !Number.isFinite(raw)) return raw;
  if (raw <= knots[0][0]) return knots[0][1];
  const last = knots[knots.length - 1];
  if (raw >= last[0]) return last[1];
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i];
    if (raw <= x1) {
      const [x0, y0] = knots[i - 1];
      return round1(x1 === x0 ? y1 : y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0));
    }
  }
  return last[1];
}

export interface Bin {
  from: number;
  to: number;
  n: number;
  shown: number; // mean probability shown, percent
  won: number; // observed win rate, percent
}

export const BIN_WIDTH = 10;

export function reliability(data: Outcome[]): Bin[] {
  const bins = new Map<number, { n: number; p: number; y: number }>();
  for (const d of data) {
    const from = Math.min(90, Math.floor(d.p / BIN_WIDTH) * BIN_WIDTH);
    const b = bins.get(from) ?? { n: 0, p: 0, y: 0 };
    bins.set(from, { n: b.n + 1, p: b.p + d.p, y: b.y + (d.won ? 1 : 0) });
  }
  return [...bins.entries()]
    .sort(([a], [b]) => a - b)
    .map(([from, b]) => ({
      from,
      to: from + BIN_WIDTH,
      n: b.n,
      shown: round1(b.p / b.n),
      won: round1((b.y / b.n) * 100),
    }));
}

/** Expected calibration error in percentage points: |shown - won| per bin, weighted by its calls. */
export function ece(data: Outcome[]): number {
  if (!data.length) return 0;
  const total = reliability(data).reduce((s, b) => s + b.n * Math.abs(b.shown - b.won), 0);
  return round1(total / data.length);
}

/** Mean squared error of the probability against the outcome (0 perfect, 0.25 a coin at 50%). */
export function brier(data: Outcome[], constant?: number): number {
  if (!data.length) return 0;
  const s = data.reduce((acc, d) => acc + ((constant ?? d.p) / 100 - (d.won ? 1 : 0)) ** 2, 0);
  return Math.round((s / data.length) * 1000) / 1000;
}

export const winRate = (data: { won: boolean }[]) =>
  data.length ? round1((data.filter((d) => d.won).length / data.length) * 100) : 0;

function round1(v: number) {
  return Math.round(v * 10) / 10;
}
