// The last price's tag is drawn at the end of a horizontal line across the plot (TradingView's and
// lightweight-charts' dotted price line, MetaTrader's bid line, the exchanges' dashed last-price
// line) in the tag's own colour; an indicator's value, a stacked order tag or an alert sits on the
// axis alone. This measures how much of the tag's row, walked from the axis into the plot, is
// drawn in the tag's colour.
import { RGB_CHANNELS, type Box, type Pixels } from "./types";

/** How far into the plot the row is walked: this share of the image's width. */
export const LINE_REACH_SHARE = 0.3;
/** A pixel is in the tag's colour within this distance on every channel. */
export const LINE_COLOUR_TOLERANCE = 40;
/** A pixel counts as the tag's colour only when the colour is saturated (a grey tag has no line to tell). */
export const LINE_CHROMA_MIN = 60;
/** Rows above and below the tag's middle searched for the line (antialiasing puts it a pixel off). */
export const LINE_ROW_SPREAD_PX = 2;

const rgb = (px: Pixels, x: number, y: number) => {
  const i = (y * px.width + x) * RGB_CHANNELS;
  return [px.data[i], px.data[i + 1], px.data[i + 2]] as const;
};
const chroma = (c: readonly number[]) => Math.max(...c) - Math.min(...c);

/** The tag's fill: the commonest saturated colour in its box, or null for a grey or outlined tag. */
export function tagFill(px: Pixels, box: Box): readonly number[] | null {
  const counts = new Map<number, { c: readonly number[]; n: number }>();
  for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(px.height, Math.ceil(box.y1)); y++)
    for (let x = Math.max(0, Math.floor(box.x0)); x < Math.min(px.width, Math.ceil(box.x1)); x++) {
      const c = rgb(px, x, y);
      if (chroma(c) < LINE_CHROMA_MIN) continue;
      // Quantised, so that the antialiased edges of the digits do not split the fill's count.
      const key = ((c[0] >> 4) << 8) | ((c[1] >> 4) << 4) | (c[2] >> 4);
      const seen = counts.get(key) ?? { c, n: 0 };
      seen.n++;
      counts.set(key, seen);
    }
  const best = [...counts.values()].sort((p, q) => q.n - p.n)[0];
  return best ? best.c : null;
}

/**
 * Share of the tag's row, from the axis edge into the plot (`side`: the axis's side), drawn in the
 * tag's colour: about one half for a dotted line, near one for a solid one, near zero for none.
 */
export function priceLineShare(px: Pixels, box: Box, side: "left" | "right"): number {
  const fill = tagFill(px, box);
  if (!fill) return 0;
  const reach = Math.round(px.width * LINE_REACH_SHARE);
  const dir = side === "right" ? -1 : 1;
  const mid = Math.round((box.y0 + box.y1) / 2);
  const isFill = (x: number, y: number) =>
    rgb(px, x, y).every((v, i) => Math.abs(v - fill[i]) <= LINE_COLOUR_TOLERANCE);
  // The walk starts where the tag's own fill ends (its padding, its pointed end: within one tag
  // height of the digits; a solid line runs on from there).
  let start = side === "right" ? Math.floor(box.x0) - 1 : Math.ceil(box.x1) + 1;
  for (let k = 0; k < box.y1 - box.y0 && start >= 0 && start < px.width && isFill(start, mid); k++) start += dir;
  let best = 0;
  for (let y = mid - LINE_ROW_SPREAD_PX; y <= mid + LINE_ROW_SPREAD_PX; y++) {
    if (y < 0 || y >= px.height) continue;
    let n = 0;
    let total = 0;
    for (let k = 0; k < reach; k++) {
      const x = start + dir * k;
      if (x < 0 || x >= px.width) break;
      total++;
      if (isFill(x, y)) n++;
    }
    if (total) best = Math.max(best, n / total);
  }
  return best;
}
