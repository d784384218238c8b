// The last price as a quote panel writes it, away from the axis: a phone app's or a broker's
// "Last  38548.13" row, a paper-trading popup's "Current Price: 2912.40". A trader reads that
// row as the price now; the reader uses it when no tag on the axis gives one.
import { parseNumber } from "./numbers";
import type { OcrWord } from "./types";

const LABEL = /^(?:last(?:\s+price)?|current\s+price|last\s+traded\s+price|mark\s+price)\s*:?\s*/i;

export function quotedPrice(lines: OcrWord[]): number | null {
  for (const l of lines) {
    const m = l.text.trim().match(LABEL);
    if (!m) continue;
    // The value in the same box ("Current Price: 2912.40") ...
    const rest = l.text.trim().slice(m[0].length).split(/\s+/)[0];
    const inline = rest ? parseNumber(rest) : null;
    if (inline && inline.value > 0 && !inline.percent) return inline.value;
    if (rest) continue;
    // ... or the number on the same row to its right (a table's value column).
    const mid = (l.y0 + l.y1) / 2;
    const h = l.y1 - l.y0;
    const value = lines
      .filter((o) => o.x0 > l.x1 && Math.abs((o.y0 + o.y1) / 2 - mid) < h * 0.5)
      .sort((p, q) => p.x0 - q.x0)
      .map((o) => parseNumber(o.text.trim()))
      .find((n) => n && n.value > 0 && !n.percent);
    if (value) return value.value;
  }
  return null;
}

/** The headline price sits in this top share of the image (beside or under the name)... */
export const HEADLINE_TOP_SHARE = 0.25;
/** ...printed at least this many times as tall as the image's typical number. */
export const HEADLINE_HEIGHT_RATIO = 1.4;
/** Text within this many of its characters' widths of the image's side may be cut by the capture. */
export const EDGE_CHARS = 1;
const charWidth = (l: OcrWord) => (l.x1 - l.x0) / Math.max(1, l.text.trim().length);
/**
 * Written as a price: a currency sign, cents, or a whole price in millions grouped by thousands, as
 * won and yen prices are ("106,216,000"). A year, a count or a rank is none of them.
 */
const PRICE_WRITTEN = /^(?:[$€£¥₹₩][\d,.\s]+|[\d,.\s]*\.\d{2,8}|\d{1,3}(?:,\d{3}){2,})$/;

/**
 * The price a broker's page, an exchange's header or a phone app prints large at the top beside
 * the instrument's name ("Apple Inc  $155.37", "BTC/USDT  54,783.05"): the tallest number in the
 * top band, clearly taller than the numbers around it.
 */
export function headlinePrice(lines: OcrWord[], width: number, height: number): number | null {
  const numbers = lines.flatMap((l) => {
    const text = l.text.trim();
    const n = PRICE_WRITTEN.test(text) || /^\d/.test(text) ? parseNumber(text) : null;
    return n && n.value > 0 && !n.percent ? [{ l, n, h: l.y1 - l.y0, priced: PRICE_WRITTEN.test(text) }] : [];
  });
  if (numbers.length < 2) return null;
  const heights = numbers.map((x) => x.h).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)];
  const top = numbers
    .filter(
      (x) =>
        x.priced &&
        x.l.y1 <= height * HEADLINE_TOP_SHARE &&
        x.h >= typical * HEADLINE_HEIGHT_RATIO &&
        // A number the image's edge cuts ("548.13" of a cropped "38548.13") is not the price.
        x.l.x0 > charWidth(x.l) * EDGE_CHARS &&
        x.l.x1 < width - charWidth(x.l) * EDGE_CHARS,
    )
    .sort((a, b) => b.h - a.h)[0];
  return top ? top.n.value : null;
}
