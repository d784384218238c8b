// Where a last price can sit on a chart whose price ladder was read. Charting apps print a tick at
// every step of the visible pane and fit the series inside it with a margin, so the series ends
// within the labelled range or a fraction of a step beyond its outer labels; a value further out
// belongs to something else (another pane's marks, an old quote, a misread). A printed tag may reach
// a little further: it hides the tick label it covers, so the last printed tick can be a step short.
import type { AxisLabel } from "./types";

/** The most common gap between consecutive tick values (the ladder's step). */
export function gridStep(values: number[]): number {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const gaps = sorted
    .slice(1)
    .map((v, i) => v - sorted[i])
    .filter((g) => g > 0);
  if (!gaps.length) return 0;
  const counts = new Map<string, { gap: number; n: number }>();
  for (const g of gaps) {
    const key = g.toPrecision(3);
    const c = counts.get(key) ?? { gap: g, n: 0 };
    c.n++;
    counts.set(key, c);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.gap - b.gap)[0].gap;
}

export interface LadderRange {
  min: number;
  max: number;
  step: number;
}

/**
 * Reach beyond the outer labels, in steps: a drawn price; and a tag on the axis, which may hide the
 * outer tick (one step) and then sit as far beyond that hidden tick as the series may (a phone
 * app's tag over the top of its scale).
 */
export const SERIES_REACH = 0.5;
export const TAG_REACH = 1 + SERIES_REACH;

export function ladderRange(ticks: Pick<AxisLabel, "value">[]): LadderRange | null {
  const values = ticks.map((t) => t.value);
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = gridStep(values) || (max - min) / (values.length - 1);
  return { min, max, step };
}

/** The value lies on the ladder's range, or at most `reach` steps beyond an end of it. */
export const onLadder = (value: number, range: LadderRange, reach: number) =>
  value >= range.min - reach * range.step && value <= range.max + reach * range.step;
