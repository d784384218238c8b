// Round axis ticks for the layouts that draw their plot as SVG (python-plots.ts, js-charts.ts,
// bot-uis.ts): the libraries they imitate all step their axes by a mantissa times a power of ten.

/** The smallest step of `mantissas` x 10^k at least `raw` (matplotlib's, plotly's and ECharts' nice steps). */
export function niceStep(raw: number, mantissas: number[] = [1, 2, 2.5, 5, 10]): number {
  const mag = 10 ** Math.floor(Math.log10(raw));
  const m = mantissas.find((x) => x * mag >= raw * (1 - 1e-6)) ?? 10;
  return Number((m * mag).toPrecision(12));
}

/** The decimals a step needs (0.25 -> 2, 50 -> 0). */
export function stepDecimals(step: number): number {
  for (let d = 0; d < 12; d++) if (Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) < 1e-6) return d;
  return 12;
}

/** The multiples of `step` from `lo` to `hi`, both included when on a step. */
export function ticksIn(lo: number, hi: number, step: number): number[] {
  const out: number[] = [];
  for (let k = Math.ceil(lo / step - 1e-9); k * step <= hi + step * 1e-9; k++)
    out.push(Number((k * step).toPrecision(12)));
  return out;
}
