import { toTensor } from "./to-tensor";
import type { Pixels } from "./types";

describe("toTensor", () => {
  // The plain bilinear blend and normalisation, value by value, as Paddle's preprocessing defines it.
  function plain(
    px: Pixels,
    r: { x0: number; y0: number; x1: number; y1: number },
    outW: number,
    outH: number,
    padW: number,
    mean: number[],
    std: number[],
  ): Float32Array {
    const out = new Float32Array(3 * outH * padW);
    for (let y = 0; y < outH; y++)
      for (let x = 0; x < outW; x++) {
        const fx = Math.min(px.width - 1.001, Math.max(0, r.x0 + (x + 0.5) * ((r.x1 - r.x0) / outW) - 0.5));
        const fy = Math.min(px.height - 1.001, Math.max(0, r.y0 + (y + 0.5) * ((r.y1 - r.y0) / outH) - 0.5));
        const [x0, y0] = [Math.floor(fx), Math.floor(fy)];
        const [wx, wy] = [fx - x0, fy - y0];
        for (let c = 0; c < 3; c++) {
          const at = (xx: number, yy: number) => px.data[(yy * px.width + xx) * 3 + c];
          const v =
            (at(x0, y0) * (1 - wx) + at(x0 + 1, y0) * wx) * (1 - wy) +
            (at(x0, y0 + 1) * (1 - wx) + at(x0 + 1, y0 + 1) * wx) * wy;
          out[(2 - c) * outH * padW + y * padW + x] = (v / 255 - mean[2 - c]) / std[2 - c];
        }
      }
    return out;
  }

  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const px: Pixels = { width: 160, height: 90, data: Uint8Array.from({ length: 160 * 90 * 3 }, () => random() * 256) };
  const whole = { x0: 0, y0: 0, x1: 160, y1: 90 };
  const det: [number[], number[]] = [
    [0.485, 0.456, 0.406],
    [0.229, 0.224, 0.225],
  ];
  const rec: [number[], number[]] = [
    [0.5, 0.5, 0.5],
    [0.5, 0.5, 0.5],
  ];
  const cases: [string, { x0: number; y0: number; x1: number; y1: number }, number, number, number, number[][]][] = [
    ["the detector's input at full width, fewer rows (on source columns)", whole, 160, 80, 160, det],
    ["the detector's input at full width, more rows (on source columns)", whole, 160, 96, 160, det],
    ["the detector's input at full size", { x0: 0, y0: 0, x1: 160, y1: 96 }, 160, 96, 160, det],
    ["the detector's input shrunk", whole, 128, 64, 128, det],
    ["a text line enlarged to 48 rows, padded", { x0: 12.3, y0: 40.7, x1: 97.9, y1: 57.2 }, 250, 48, 288, rec],
    ["a tall box shrunk to 48 rows", { x0: 3.5, y0: 1.2, x1: 40.1, y1: 88.6 }, 21, 48, 64, rec],
  ];
  it.each(cases)("gives the plain formula's values to the bit: %s", (_, region, outW, outH, padW, [mean, std]) => {
    const out = new Float32Array(3 * outH * padW);
    const m = mean as [number, number, number];
    const s = std as [number, number, number];
    // In bands of rows, as the detector's input is built.
    for (let y = 0; y < outH; y += 20)
      toTensor(px, region, outW, outH, padW, m, s, out, 0, [y, Math.min(outH, y + 20)]);
    const want = plain(px, region, outW, outH, padW, mean, std);
    expect(Buffer.compare(Buffer.from(out.buffer), Buffer.from(want.buffer))).toBe(0);
  });
});
