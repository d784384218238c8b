// The one box of a row drawn differently from the rest: apps mark the selected button of a picker
// with a filled pill behind it or an accent colour for its text, and draw the other buttons alike.
// Read from pixels, so a selection that OCR boxes do not show (same size) is still seen.
import type { Box, Pixels } from "./types";

type Rgb = [number, number, number];

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const at = (px: Pixels, x: number, y: number): Rgb => {
  const i = (y * px.width + x) * 3;
  return [px.data[i], px.data[i + 1], px.data[i + 2]];
};

/** Told apart: a pill or an accent colour; alike: the others, within what anti-aliasing and JPEG change. */
const APART = 60;
const ALIKE = 30;

/**
 * The box's background (the median colour inside it: strokes cover the lesser part) and its ink
 * (the mean of the tenth of its pixels furthest from that background: the strokes' cores, which
 * every label has, however few its strokes).
 */
export function boxColours(px: Pixels, box: Box): { bg: Rgb; ink: Rgb } | null {
  const x0 = Math.max(0, Math.round(box.x0));
  const x1 = Math.min(px.width, Math.round(box.x1));
  const y0 = Math.max(0, Math.round(box.y0));
  const y1 = Math.min(px.height, Math.round(box.y1));
  const pixels: Rgb[] = [];
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) pixels.push(at(px, x, y));
  if (pixels.length < 20) return null;
  const median = (c: 0 | 1 | 2) => pixels.map((p) => p[c]).sort((a, b) => a - b)[Math.floor(pixels.length / 2)];
  const bg: Rgb = [median(0), median(1), median(2)];
  const far = [...pixels].sort((a, b) => distance(b, bg) - distance(a, bg)).slice(0, Math.ceil(pixels.length / 10));
  const mean = (c: 0 | 1 | 2) => far.reduce((s, p) => s + p[c], 0) / far.length;
  return { bg, ink: [mean(0), mean(1), mean(2)] };
}

/** The index of the one box in `features` far from every other while those are alike, if any. */
function outlier(features: Rgb[]): number | null {
  const found = features.flatMap((f, i) => {
    const others = features.filter((_, j) => j !== i);
    const apart = others.every((o) => distance(f, o) > APART);
    const alike = others.every((o) => others.every((p) => distance(o, p) <= ALIKE));
    return apart && alike ? [i] : [];
  });
  return found.length === 1 ? found[0] : null;
}

/**
 * The box drawn differently from the others of its row (three at least: with two, either could be
 * the odd one), by its background first, then by its ink; null when none or several stand out.
 */
export function emphasised(px: Pixels, boxes: Box[]): number | null {
  if (boxes.length < 3) return null;
  const colours = boxes.map((b) => boxColours(px, b));
  if (colours.some((c) => !c)) return null;
  const read = colours as { bg: Rgb; ink: Rgb }[];
  return outlier(read.map((c) => c.bg)) ?? outlier(read.map((c) => c.ink)) ?? accent(read.map((c) => c.ink));
}

/**
 * Small grey labels vary in shade with their strokes' width (anti-aliasing), so "alike" can fail
 * among them; an accent colour still stands out by its chroma: one coloured ink among grey ones.
 */
const ACCENT_CHROMA = 80;
const PLAIN_CHROMA = 45;
const chroma = (c: Rgb) => Math.max(...c) - Math.min(...c);

function accent(inks: Rgb[]): number | null {
  const coloured = inks.flatMap((c, i) => (chroma(c) >= ACCENT_CHROMA ? [i] : []));
  const plain = inks.every((c, i) => i === coloured[0] || chroma(c) <= PLAIN_CHROMA);
  return coloured.length === 1 && plain ? coloured[0] : null;
}
