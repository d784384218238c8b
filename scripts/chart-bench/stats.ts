// Small helpers of the benchmark's figures: percentiles, fixed decimals, label normalisation.
import type { ReadDetail } from "../../lib/chart-reading/read-chart";

/** The p-th percentile (nearest rank); NaN for no values. */
export const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** p50 and p95, rounded to whole numbers. */
export const p50p95 = (xs: number[]) => ({ p50: Math.round(pct(xs, 50)), p95: Math.round(pct(xs, 95)) });

export const f = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : "n/a");

export const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** A ticker as compared with its label: letters and digits, upper case. */
export const norm = (s: string | null | undefined) => (s ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");

/** A timeframe as compared with its label: "1d" and "1D", "4H" and "4h" are the same. */
export const tfNorm = (s: string | null | undefined) =>
  (s ?? "")
    .replace(/^(\d+)d$/i, "$1D")
    .replace(/^(\d+)w$/i, "$1W")
    .replace(/^(\d+)H$/, "$1h");

/** What a read decided, in one line: two reads that print the same are the same read. */
export const readKey = (r: ReadDetail) => [r.isChart, r.ticker, r.timeframe, r.lastPrice].join(" ");
