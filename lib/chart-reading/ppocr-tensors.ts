// The plain typed-array work around PP-OCR's two models, on the main thread: the input tensors
// (to-tensor.ts: bilinear resample, Paddle's normalisation), the detector's post-processing (text
// regions) and the recognizer's CTC decoding.
// Sliced with breathe() so that other requests are answered in between.

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
  // A breath every BAND_ROWS rows.
  let bandEnd = w * BAND_ROWS;
  for (let start = 0; start < w * h; start++) {
    if (start === bandEnd) {
      await breathe();
      bandEnd += w * BAND_ROWS;
    }
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
