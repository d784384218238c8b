// PP-OCR's input tensors: a region of the screenshot resampled (bilinear) to the model's input size
// and normalised as Paddle does, planar, in BGR order. On the main thread, for the detector's whole
// image and every recognizer crop: the per-pixel work of a read that is plain JavaScript.
import type { Pixels } from "./types";

/**
 * Bilinear resample of an RGB region into a planar float tensor, normalised per channel (BGR order,
 * as Paddle). Every value is the same to the bit as the plain formula gives,
 * `(((p00 * (1 - wx) + p01 * wx) * (1 - wy) + (p10 * (1 - wx) + p11 * wx) * wy) / 255 - mean) / std`:
 * the paths below only skip work whose result is known (a weight of 0 adds nothing, a blend used
 * by several rows is kept), checked on every tensor of the benchmark images.
 */
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
  const sx = (region.x1 - region.x0) / outW;
  const sy = (region.y1 - region.y0) / outH;
  const W = px.width;
  // The columns' source positions and weights are the same on every row: computed once.
  const xs = new Int32Array(outW);
  const wxs = new Float64Array(outW);
  for (let x = 0; x < outW; x++) {
    const fx = Math.min(W - 1.001, Math.max(0, region.x0 + (x + 0.5) * sx - 0.5));
    xs[x] = Math.floor(fx);
    wxs[x] = fx - xs[x];
  }
  const rowAt = (y: number) => Math.min(px.height - 1.001, Math.max(0, region.y0 + (y + 0.5) * sy - 0.5));
  const job: Resample = { px, xs, wxs, rowAt, rows, offset, padW, out, plane: outH * padW, mean, std };
  if (sy < 1) enlarged(job);
  else direct(job);
}

/** One resample: the source, each output column's source column and weight, and where the values go. */
interface Resample {
  px: Pixels;
  xs: Int32Array;
  wxs: Float64Array;
  rowAt: (y: number) => number;
  rows: [number, number];
  offset: number;
  padW: number;
  out: Float32Array;
  plane: number;
  mean: [number, number, number];
  std: [number, number, number];
}

/**
 * A region enlarged (a text line to the recognizer's 48 rows): two or three output rows blend the
 * same pair of source rows, and the next pair shares a row with this one, so each source row's
 * horizontal blend is computed once and kept while rows use it.
 */
function enlarged({ px, xs, wxs, rowAt, rows, offset, padW, out, plane, mean, std }: Resample) {
  const outW = xs.length;
  const d = px.data;
  const W3 = px.width * 3;
  // Paddle reads images as BGR: plane 0 is blue, so red (channel 0) goes to plane 2.
  const [mB, mG, mR] = mean;
  const [sB, sG, sR] = std;
  let top = new Float64Array(outW * 3);
  let bottom = new Float64Array(outW * 3);
  let topRow = -1;
  let bottomRow = -1;
  const blend = (into: Float64Array, sourceRow: number) => {
    for (let x = 0, k = 0; x < outW; x++, k += 3) {
      const wx = wxs[x];
      const wx1 = 1 - wx;
      const i = sourceRow * W3 + xs[x] * 3;
      into[k] = d[i] * wx1 + d[i + 3] * wx;
      into[k + 1] = d[i + 1] * wx1 + d[i + 4] * wx;
      into[k + 2] = d[i + 2] * wx1 + d[i + 5] * wx;
    }
  };
  for (let y = rows[0]; y < rows[1]; y++) {
    const fy = rowAt(y);
    const y0 = Math.floor(fy);
    const wy = fy - y0;
    const wy1 = 1 - wy;
    if (y0 !== topRow) {
      if (y0 === bottomRow) [top, bottom] = [bottom, top];
      else blend(top, y0);
      topRow = y0;
      blend(bottom, y0 + 1);
      bottomRow = y0 + 1;
    }
    const row = offset + y * padW;
    for (let x = 0, k = 0; x < outW; x++, k += 3) {
      const o = row + x;
      const r = top[k] * wy1 + bottom[k] * wy;
      const g = top[k + 1] * wy1 + bottom[k + 1] * wy;
      const b = top[k + 2] * wy1 + bottom[k + 2] * wy;
      out[o] = (b / 255 - mB) / sB;
      out[o + plane] = (g / 255 - mG) / sG;
      out[o + 2 * plane] = (r / 255 - mR) / sR;
    }
  }
}

/** Every output row from its own pair of source rows (the detector's input, about the image's size). */
function direct({ px, xs, wxs, rowAt, rows, offset, padW, out, plane, mean, std }: Resample) {
  const outW = xs.length;
  const d = px.data;
  const W3 = px.width * 3;
  const [mB, mG, mR] = mean;
  const [sB, sG, sR] = std;
  for (let y = rows[0]; y < rows[1]; y++) {
    const fy = rowAt(y);
    const y0 = Math.floor(fy);
    const wy = fy - y0;
    const wy1 = 1 - wy;
    const row = offset + y * padW;
    for (let x = 0; x < outW; x++) {
      const i00 = y0 * W3 + xs[x] * 3;
      const i10 = i00 + W3;
      const wx = wxs[x];
      const o = row + x;
      let r: number;
      let g: number;
      let b: number;
      if (wx === 0) {
        // On a source column (the detector's input at full width): each row's blend is its pixel.
        r = d[i00] * wy1 + d[i10] * wy;
        g = d[i00 + 1] * wy1 + d[i10 + 1] * wy;
        b = d[i00 + 2] * wy1 + d[i10 + 2] * wy;
      } else {
        const wx1 = 1 - wx;
        r = (d[i00] * wx1 + d[i00 + 3] * wx) * wy1 + (d[i10] * wx1 + d[i10 + 3] * wx) * wy;
        g = (d[i00 + 1] * wx1 + d[i00 + 4] * wx) * wy1 + (d[i10 + 1] * wx1 + d[i10 + 4] * wx) * wy;
        b = (d[i00 + 2] * wx1 + d[i00 + 5] * wx) * wy1 + (d[i10 + 2] * wx1 + d[i10 + 5] * wx) * wy;
      }
      out[o] = (b / 255 - mB) / sB;
      out[o + plane] = (g / 255 - mG) / sG;
      out[o + 2 * plane] = (r / 255 - mR) / sR;
    }
  }
}
