import { priceLineShare, tagFill } from "./tag-line";
import type { Pixels } from "./types";

const W = 300;
const H = 60;
function screen(line: "dotted" | "solid" | "none", colour = [38, 166, 154]): Pixels {
  const data = new Uint8Array(W * H * 3).fill(255);
  for (let r = 20; r < 36; r++) for (let x = 250; x < 300; x++) data.set(colour, (r * W + x) * 3);
  if (line !== "none") for (let x = 0; x < 250; x += line === "dotted" ? 2 : 1) data.set(colour, (28 * W + x) * 3);
  return { data, width: W, height: H };
}
const tag = { x0: 255, y0: 22, x1: 295, y1: 34 };

describe("the price line beside a tag", () => {
  it("measures about half of the row for a dotted line, all of it for a solid one, none without", () => {
    expect(priceLineShare(screen("dotted"), tag, "right")).toBeCloseTo(0.5, 1);
    expect(priceLineShare(screen("solid"), tag, "right")).toBeGreaterThan(0.95);
    expect(priceLineShare(screen("none"), tag, "right")).toBe(0);
  });

  it("has nothing to follow from a grey tag", () => {
    expect(tagFill(screen("solid", [120, 120, 120]), tag)).toBeNull();
    expect(priceLineShare(screen("solid", [120, 120, 120]), tag, "right")).toBe(0);
  });
});
