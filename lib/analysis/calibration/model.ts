// The shown probability as a model that starts from the random-walk baseline: logit(p) =
// logit(baseline) + b . x, x = [1, logit(baseline), logit(backtest rate)] and, in the direction
// form, [BUY]: a long call's own term, since a driftless walk knows nothing of the long drift
// real markets may carry. A ridge penalty on b keeps it the baseline itself with little data (or
// a large penalty); each term moves it only as far as the outcomes support. Pure: Newton's method.

export interface ModelRow {
  baseline: number; // random walk, percent
  raw: number; // the engine's backtest rate, percent
  direction?: "BUY" | "SELL";
  won: boolean;
  /** How much this call counts in the fit and its loss (1 unless a series' calls share a weight). */
  weight?: number;
}

export interface BaselineModel {
  features: string[];
  coef: number[];
  lambda: number;
}

export const FEATURES = ["intercept", "logit(random walk)", "logit(backtest rate)"];
/** The same with a term for long calls. */
export const DIRECTION_FEATURES = [...FEATURES, "long call"];

export const logitPct = (pct: number) => {
  const p = Math.min(0.995, Math.max(0.005, pct / 100));
  return Math.log(p / (1 - p));
};

type Inputs = { baseline: number; raw: number; direction?: "BUY" | "SELL" };
const TERMS: Record<string, (r: Inputs) => number> = {
  intercept: () => 1,
  "logit(random walk)": (r) => logitPct(r.baseline),
  "logit(backtest rate)": (r) => logitPct(r.raw),
  "long call": (r) => (r.direction === "BUY" ? 1 : 0),
};
const featuresOf = (names: string[], r: Inputs) => names.map((n) => TERMS[n]?.(r) ?? 0);

/** Ridge-penalised logistic regression with logit(baseline) as the offset. */
export function fitModel(rows: ModelRow[], lambda: number, names: string[] = FEATURES): BaselineModel {
  const k = names.length;
  const b = new Array<number>(k).fill(0);
  const xs = rows.map((r) => featuresOf(names, r));
  const offsets = rows.map((r) => logitPct(r.baseline));
  for (let iter = 0; iter < 50; iter++) {
    const g = b.map((v) => lambda * v);
    const h = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? lambda + 1e-9 : 0)));
    rows.forEach((r, n) => {
      const x = xs[n];
      const z = offsets[n] + x.reduce((s, v, i) => s + v * b[i], 0);
      const q = 1 / (1 + Math.exp(-z));
      const c = r.weight ?? 1;
      const e = c * (q - (r.won ? 1 : 0));
      const w = c * q * (1 - q);
      for (let i = 0; i < k; i++) {
        g[i] += e * x[i];
        for (let j = 0; j < k; j++) h[i][j] += w * x[i] * x[j];
      }
    });
    const step = solve(h, g);
    if (!step) break;
    let moved = 0;
    for (let i = 0; i < k; i++) {
      b[i] -= step[i];
      moved += Math.abs(step[i]);
    }
    if (moved < 1e-9) break;
  }
  return { features: names, coef: b.map((v) => Math.round(v * 1e6) / 1e6), lambda };
}

/** The model's probability (percent, one decimal); a call of unknown direction gets no long term. */
export function predict(m: BaselineModel, baseline: number, raw: number, direction?: "BUY" | "SELL"): number {
  const x = featuresOf(m.features, { baseline, raw, direction });
  const z = logitPct(baseline) + x.reduce((s, v, i) => s + v * (m.coef[i] ?? 0), 0);
  return Math.round(1000 / (1 + Math.exp(-z))) / 10;
}

/** Mean log loss, weighted (what the penalty is chosen on: it rewards honest probabilities). */
export function logLoss(rows: ModelRow[], m: BaselineModel): number {
  const total = rows.reduce((s, r) => s + (r.weight ?? 1), 0);
  if (!(total > 0)) return 0;
  return (
    rows.reduce((s, r) => {
      const p = Math.min(0.999, Math.max(0.001, predict(m, r.baseline, r.raw, r.direction) / 100));
      return s - (r.weight ?? 1) * Math.log(r.won ? p : 1 - p);
    }, 0) / total
  );
}

/** Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], y: number[]): number[] | null {
  const n = y.length;
  const m = a.map((row, i) => [...row, y[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    if (Math.abs(m[p][c]) < 1e-12) return null;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= n; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}
