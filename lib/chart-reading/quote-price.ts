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
