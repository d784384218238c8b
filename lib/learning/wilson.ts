// The Wilson score interval: a 95% range for a hit rate that stays inside 0-100% and stays honest
// for small samples (the plain normal interval claims too much precision there).
const Z95 = 1.959964;

export interface HitRate {
  cases: number;
  successes: number;
  /** percent, one decimal; null with no cases */
  rate: number | null;
  low: number | null;
  high: number | null;
}

const pct = (v: number) => Math.round(v * 1000) / 10;

export function wilsonInterval(successes: number, cases: number, z = Z95): HitRate {
  if (cases <= 0) return { cases: 0, successes: 0, rate: null, low: null, high: null };
  const p = successes / cases;
  const z2 = z * z;
  const centre = (p + z2 / (2 * cases)) / (1 + z2 / cases);
  const half = (z * Math.sqrt((p * (1 - p)) / cases + z2 / (4 * cases * cases))) / (1 + z2 / cases);
  return {
    cases,
    successes,
    rate: pct(p),
    low: pct(Math.max(0, centre - half)),
    high: pct(Math.min(1, centre + half)),
  };
}
