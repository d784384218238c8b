// Does the image look like a plot before any text is read? Candles and lines are thin saturated
// marks spread across most columns while covering a small share of the area; a photo is colour
// everywhere, a table or a diagram has almost none. Cheap (every other pixel), pure.
import { markClass } from "./series";
import type { Pixels } from "./types";

export interface Geometry {
  /** Share of columns with marks, and share of the area they cover. */
  columns: number;
  coverage: number;
  chartLike: boolean;
}

export function chartGeometry(px: Pixels): Geometry {
  const step = 2;
  let marks = 0;
  let total = 0;
  let marked = 0;
  let cols = 0;
  for (let x = 0; x < px.width; x += step) {
    let n = 0;
    for (let y = 0; y < px.height; y += step) {
      const i = (y * px.width + x) * 3;
      if (markClass(px.data[i], px.data[i + 1], px.data[i + 2])) n++;
    }
    cols++;
    if (n >= 2) marked++;
    marks += n;
    total += Math.ceil(px.height / step);
  }
  const columns = cols ? marked / cols : 0;
  const coverage = total ? marks / total : 0;
  return { columns, coverage, chartLike: columns >= 0.4 && coverage >= 0.003 && coverage <= 0.25 };
}
