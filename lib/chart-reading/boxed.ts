// A tag drawn as an outline: matplotlib and backtrader print the last price in a white box with a
// dark border on the axis, where the ticks are bare text. Found from pixels: a line that contrasts
// with the label's background along most of its width, both just above and just below the text,
// and a white fill or the axis's own background inside (a grey box is a crosshair's readout).
import type { Box, Pixels } from "./types";

const lum = (px: Pixels, x: number, y: number) => {
  const i = (y * px.width + x) * 3;
  return 0.3 * px.data[i] + 0.59 * px.data[i + 1] + 0.11 * px.data[i + 2];
};

/** A row of the box's width that contrasts with `bg` along at least 80% of it. */
function ruled(px: Pixels, y: number, x0: number, x1: number, bg: number): boolean {
  if (y < 0 || y >= px.height) return false;
  let n = 0;
  for (let x = x0; x < x1; x++) if (Math.abs(lum(px, x, y) - bg) > 60) n++;
  return n >= (x1 - x0) * 0.8;
}

export function boxedLabel(px: Pixels, box: Box): boolean {
  const x0 = Math.max(0, Math.round(box.x0));
  const x1 = Math.min(px.width, Math.round(box.x1));
  const y0 = Math.round(box.y0);
  const y1 = Math.round(box.y1);
  if (x1 - x0 < 6 || y0 < 1 || y1 >= px.height - 1) return false;
  // The background: the median brightness inside the label (digits cover the lesser part).
  const inside: number[] = [];
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) inside.push(lum(px, x, y));
  inside.sort((a, b) => a - b);
  const bg = inside[Math.floor(inside.length / 2)];
  const near = (from: number, dir: 1 | -1) => {
    for (let d = 0; d <= 6; d++) if (ruled(px, from + dir * d, x0, x1, bg)) return true;
    return false;
  };
  // A white box (or an outline on the axis's own background); a grey box is a crosshair's readout.
  const around = [y0 - 10, y1 + 10].filter((y) => y >= 0 && y < px.height);
  const plain = around.some((y) => {
    let sum = 0;
    for (let x = x0; x < x1; x++) sum += lum(px, x, y);
    return Math.abs(sum / (x1 - x0) - bg) < 40;
  });
  return (bg > 225 || plain) && near(y0, -1) && near(y1, 1);
}
