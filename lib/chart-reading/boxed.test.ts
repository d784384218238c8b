import { boxedLabel } from "./boxed";
import type { Pixels } from "./types";

// A grey backtrader axis (lum 191) with one label drawn three ways.
function axis(fill: number | null, border: boolean): Pixels {
  const W = 80;
  const H = 60;
  const data = new Uint8Array(W * H * 3).fill(191);
  const set = (x: number, y: number, v: number) => data.fill(v, (y * W + x) * 3, (y * W + x) * 3 + 3);
  for (let y = 20; y <= 34; y++)
    for (let x = 10; x <= 60; x++) {
      const edge = y === 20 || y === 34 || x === 10 || x === 60;
      if (edge && border) set(x, y, 40);
      else if (fill != null) set(x, y, fill);
    }
  // Dark digits inside.
  for (let y = 24; y <= 30; y++) for (const x of [16, 17, 24, 25, 32, 33, 40, 41]) set(x, y, 20);
  return { data, width: W, height: H };
}
const box = { x0: 12, y0: 22, x1: 58, y1: 32 };

describe("a last-price tag drawn as a box", () => {
  it("sees a white box with a dark border", () => {
    expect(boxedLabel(axis(255, true), box)).toBe(true);
  });

  it("does not take a grey crosshair readout or bare digits for it", () => {
    expect(boxedLabel(axis(120, true), box)).toBe(false);
    expect(boxedLabel(axis(null, false), box)).toBe(false);
  });
});
