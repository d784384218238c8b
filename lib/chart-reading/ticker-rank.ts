// The ticker among all the text of a screenshot: every line PP-OCR found proposes candidates
// (header.ts reads the layouts: exchange prefixes, pairs, long names, continuous futures,
// MetaTrader titles), and each candidate is ranked by where and how it is written: near the top,
// larger than the surrounding text, in a line that also names a timeframe or an exchange, repeated
// across the image (title, legend, axis tag, order table). Pure.
import { readHeader, type HeaderRead } from "./header";
import type { OcrWord } from "./types";

interface Scored {
  text: string;
  strong: boolean;
  score: number;
  count: number;
  line: number;
  /** Top of the candidate's line, in screens from the top (0.1: near the top), and in image heights. */
  y: number;
  yImage: number;
}

const key = (s: string) => s.toUpperCase().replace(/[^A-Z0-9!]/g, "");

/** Ranks ticker candidates from every text line; timeframe and exchange come from the best lines. */
/** Boxes on one text row joined left to right (PP-OCR boxes "BYBIT:SOLUSDT" and its "W" apart). */
export function rows(boxes: OcrWord[]): OcrWord[] {
  const sorted = [...boxes].sort((p, q) => p.y0 - q.y0 || p.x0 - q.x0);
  const out: OcrWord[][] = [];
  for (const b of sorted) {
    const mid = (b.y0 + b.y1) / 2;
    const row = out.find((r) => {
      const last = r[r.length - 1];
      const h = Math.max(last.y1 - last.y0, b.y1 - b.y0);
      // Same row and close beside it (a toolbar word far right starts its own).
      return Math.abs((last.y0 + last.y1) / 2 - mid) < h * 0.35 && b.x0 - last.x1 < h * 3 && b.x0 >= last.x0;
    });
    if (row) row.push(b);
    else out.push([b]);
  }
  return out.map((r) => ({
    text: r.map((b) => b.text).join(" "),
    conf: Math.min(...r.map((b) => b.conf)),
    x0: r[0].x0,
    y0: Math.min(...r.map((b) => b.y0)),
    x1: r[r.length - 1].x1,
    y1: Math.max(...r.map((b) => b.y1)),
  }));
}

export function rankTicker(boxes: OcrWord[], width: number, height: number): HeaderRead & { scores: Scored[] } {
  const lines = rows(boxes);
  const heights = lines.map((l) => l.y1 - l.y0).sort((a, b) => a - b);
  const medianH = heights[Math.floor(heights.length / 2)] || 1;
  // Tall page screenshots: the top of the first screen, not of the whole page.
  const screen = Math.min(height, width * 0.75);
  const byKey = new Map<string, Scored>();
  const reads = lines.map((line) => readHeader([line.text]));
  lines.forEach((line, i) => {
    const r = reads[i];
    if (!r.candidates.length) return;
    const y = line.y0 / screen;
    const h = (line.y1 - line.y0) / medianH;
    let place = y < 0.12 ? 1.5 : y < 0.25 ? 0.8 : y < 1 ? 0 : -0.5;
    if (line.x0 < width * 0.5) place += 0.3;
    const context = (r.timeframe ? 1 : 0) + (r.exchange ? 0.7 : 0);
    const size = h > 1.15 ? Math.min(1.5, (h - 1) * 1.5) : 0;
    const conf = line.conf < 70 ? -1 : 0;
    // A long line of prose (a news item, a chat message) names things in passing.
    const prose = line.text.length > 70 ? -1 : 0;
    r.candidates.forEach((c, rank) => {
      const strong = r.strong.includes(c);
      const score = (strong ? 3 : 0.6) - rank * 0.15 + place + context + size + conf + prose;
      const k = key(c);
      const prev = byKey.get(k);
      if (!prev) byKey.set(k, { text: c, strong, score, count: 1, line: i, y, yImage: line.y0 / height });
      else {
        prev.count++;
        prev.strong ||= strong;
        if (score > prev.score) Object.assign(prev, { text: c, score, line: i, y, yImage: line.y0 / height });
      }
    });
  });
  const scores = [...byKey.values()]
    .map((s) => ({ ...s, score: s.score + Math.min(1.5, (s.count - 1) * 0.5) }))
    .sort((a, b) => b.score - a.score);
  const best = scores[0];
  // Timeframe and exchange: the best candidate's line first, then the top-most line naming one.
  const ordered = [...lines.keys()].sort((a, b) => lines[a].y0 - lines[b].y0);
  const from = (field: "timeframe" | "exchange") =>
    (best && reads[best.line][field]) ?? ordered.map((i) => reads[i][field]).find((v) => v) ?? null;
  return {
    candidates: scores.slice(0, 12).map((s) => s.text),
    strong: scores.filter((s) => s.strong).map((s) => s.text),
    exchange: from("exchange"),
    timeframe: from("timeframe"),
    scores: scores.slice(0, 12),
  };
}

/**
 * The market feed's names for a symbol read off a chart, best first: continuous futures (GC1!,
 * /ES, NQ 09-23) map to the feed's continuous contract (GC=F); everything else is tried as read.
 */
export function feedSymbols(read: string): string[] {
  const fut = read.match(/^\/?([A-Z]{1,3})(?:1!)?$/);
  if (fut && (read.startsWith("/") || read.endsWith("!"))) return [`${fut[1]}=F`, read];
  return [read];
}
