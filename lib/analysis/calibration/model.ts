// The shown probability as a model that starts from the random-walk baseline: logit(p) =
// logit(baseline) + b . [1, logit(baseline), logit(backtest rate)], with a ridge penalty on b, so
// with little data (or a large penalty) it is the baseline itself, and the engine's backtest rate
// moves it only as far as the outcomes support. Pure: fitted by Newton's method.

export interface ModelRow {
  baseline: number; // random walk, percent
  raw: number; // the engine's backtest rate, percent
  won: boolean;
}

export interface BaselineModel {
  features: string[];
  coef: number[];
  lambda: number;
}

export const FEATURES = ["intercept", "logit(random walk)", "logit(backtest rate)"];

export const logitPct = (pct: number) => {
  const p = Math.min(0.995, Math.max(0.005, pct / 100));
  return Math.log(p / (1 - p));
};

const features = (r: { baseline: number; raw: number }) => [1, logitPct(r.baseline), logitPct(r.raw)];

/** Ridge-penalised logistic regression with logit(baseline) as the offset. */
export function fitModel(rows: ModelRow[], lambda: number): BaselineModel {
  const k = FEATURES.length;
  const b = new Array<number>(k).fill(0);
  const xs = rows.map(features);
  for (let iter = 0; iter < 50; iter++) {
    const g = b.map((v) => lambda * v);
    const h = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? lambda + 1e-9 : 0)));
    rows.forEach((r, n) => {
      const x = xs[n];
      const z = x[1] + x.reduce((s, v, i) => s + v * b[i], 0);
      const q = 1 / (1 + Math.exp(-z));
      const e = q - (r.won ? 1 : 0);
      const w = q * (1 - q);
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
  return { features: FEATURES, coef: b.map((v) => Math.round(v * 1e6) / 1e6), lambda };
}

/** The model's probability (percent, one decimal). */
export function predict(m: BaselineModel, baseline: number, raw: number): number {
  const x = features({ baseline, raw });
  const z = x[1] + x.reduce((s, v, i) => s + v * (m.coef[i] ?? 0), 0);
  return Math.round(1000 / (1 + Math.exp(-z))) / 10;
}

/** Mean log loss (what the penalty is chosen on: it rewards honest probabilities). */
export function logLoss(rows: ModelRow[], m: BaselineModel): number {
  if (!rows.length) return 0;
  return (
    rows.reduce((s, r) => {
      const p = Math.min(0.999, Math.max(0.001, predict(m, r.baseline, r.raw) / 100));
      return s - Math.log(r.won ? p : 1 - p);
    }, 0) / rows.length
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
