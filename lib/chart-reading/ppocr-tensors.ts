// The plain typed-array work around PP-OCR's two models, on the main thread: the input tensors
// (bilinear resample, Paddle's normalisation), the detector's post-processing (text regions) and
// the recognizer's CTC decoding.
// Sliced with breathe() so that other requests are answered in between.
import type { Pixels } from "./types";

const DET_THRESH = 0.3;
const BOX_THRESH = 0.5;
const UNCLIP = 1.6;

/**
 * Lets the event loop answer other requests between slices of the pre/post-processing (plain JS on
 * the main thread): no slice of a read holds it for more than a few milliseconds.
 */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Rows of the detector's input or output handled between two breaths. */
export const BAND_ROWS = 64;

/** Bilinear resample of an RGB region into a planar float tensor, normalised per channel (BGR order, as Paddle). */
export function toTensor(
  px: Pixels,
  region: { x0: number; y0: number; x1: number; y1: number },
  outW: number,
  outH: number,
  padW: number,
  mean: [number, number, number],
  std: [number, number, number],
  out: Float32Array,
  offset: number,
  rows: [number, number] = [0, outH],
) {
  const plane = outH * padW;
  const sx = (region.x1 - region.x0) / outW;
  const sy = (region.y1 - region.y0) / outH;
  const W = px.width;
  const d = px.data;
  // The columns' source positions and weights are the same on every row: computed once.
  const xs = new Int32Array(outW);
  const wxs = new Float64Array(outW);
  for (let x = 0; x < outW; x++) {
    const fx = Math.min(W - 1.001, Math.max(0, region.x0 + (x + 0.5) * sx - 0.5));
    xs[x] = Math.floor(fx);
    wxs[x] = fx - xs[x];
  }
  for (let y = rows[0]; y < rows[1]; y++) {
    const fy = Math.min(px.height - 1.001, Math.max(0, region.y0 + (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const wy = fy - y0;
    const row = offset + y * padW;
    for (let x = 0; x < outW; x++) {
      const x0 = xs[x];
      const wx = wxs[x];
      const i00 = (y0 * W + x0) * 3;
      const o = row + x;
      if (wx === 0 && wy === 0) {
        // On the source grid (the detector's input at full size): the pixel itself, which is what
        // the blend below gives when both weights are zero.
        for (let c = 0; c < 3; c++) {
          const p = 2 - c;
          out[o + p * plane] = (d[i00 + c] / 255 - mean[p]) / std[p];
        }
        continue;
      }
      const i01 = i00 + 3;
      const i10 = i00 + W * 3;
      const i11 = i10 + 3;
      for (let c = 0; c < 3; c++) {
        const v = (d[i00 + c] * (1 - wx) + d[i01 + c] * wx) * (1 - wy) + (d[i10 + c] * (1 - wx) + d[i11 + c] * wx) * wy;
        // Paddle reads images as BGR: plane 0 is blue.
        const p = 2 - c;
        out[o + p * plane] = (v / 255 - mean[p]) / std[p];
      }
    }
  }
}

/**
 * CTC decoding of one crop: `steps` time steps from `offset` of the recognizer's best class per
 * step (0 is the blank) and its probability. Repeats collapse, blanks separate; the confidence is
 * the mean probability of the characters kept (0-100). Null when nothing but blanks and spaces.
 */
export function ctcDecode(
  best: ArrayLike<number>,
  probability: ArrayLike<number>,
  offset: number,
  steps: number,
  keys: string[],
): { text: string; conf: number } | null {
  let text = "";
  let last = 0;
  let confSum = 0;
  let confN = 0;
  for (let st = offset; st < offset + steps; st++) {
    const c = best[st];
    if (c !== 0 && c !== last) {
      text += keys[c] ?? "";
      confSum += probability[st];
      confN++;
    }
    last = c;
  }
  const trimmed = text.trim();
  return trimmed ? { text: trimmed, conf: confN ? (confSum / confN) * 100 : 0 } : null;
}

export interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  score: number;
}

/** Text regions: connected components of the thresholded probability map, grown (unclipped) like DB's post-process. */
export async function regions(prob: Float32Array, w: number, h: number): Promise<Region[]> {
  const label = new Int32Array(w * h);
  const out: Region[] = [];
  // A typed stack and the four neighbours written out: the flood fill visits every text pixel, and a
  // closure per pixel and a growing array were several times slower (same order, same regions;
  // docs/chart-reading.md, "Speed").
  const stack = new Int32Array(w * h);
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (start % (w * BAND_ROWS) === 0 && start) await breathe();
    if (label[start] || prob[start] < DET_THRESH) continue;
    next++;
    label[start] = next;
    let top = 0;
    stack[top++] = start;
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    let sum = 0;
    let n = 0;
    while (top) {
      const p = stack[--top];
      const x = p % w;
      const y = (p - x) / w;
      sum += prob[p];
      n++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (x > 0 && !label[p - 1] && prob[p - 1] >= DET_THRESH) {
        label[p - 1] = next;
        stack[top++] = p - 1;
      }
      if (x < w - 1 && !label[p + 1] && prob[p + 1] >= DET_THRESH) {
        label[p + 1] = next;
        stack[top++] = p + 1;
      }
      if (y > 0 && !label[p - w] && prob[p - w] >= DET_THRESH) {
        label[p - w] = next;
        stack[top++] = p - w;
      }
      if (y < h - 1 && !label[p + w] && prob[p + w] >= DET_THRESH) {
        label[p + w] = next;
        stack[top++] = p + w;
      }
    }
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    if (Math.min(bw, bh) < 3 || n < 10) continue;
    const score = sum / n;
    if (score < BOX_THRESH) continue;
    // DB shrinks text regions by area*(1-0.4^2)/perimeter in training: grow them back.
    const grow = (bw * bh * UNCLIP) / (2 * (bw + bh));
    out.push({ x0: x0 - grow, y0: y0 - grow, x1: x1 + 1 + grow, y1: y1 + 1 + grow, score });
  }
  return out;
}
