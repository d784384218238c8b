import sharp from "sharp";
import { decodeChart } from "./ocr";
import { WORK_MAX_WIDTH, WORK_MIN_HEIGHT, WORK_WIDTH } from "./types";

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#131722" } })
    .png()
    .toBuffer();

describe("the working image a screenshot is read at", () => {
  it("shrinks a 16:9 capture to the working width", async () => {
    const { pixels, scale } = await decodeChart(await blank(1920, 1080));
    expect([pixels.width, pixels.height]).toEqual([WORK_WIDTH, 900]);
    expect(scale).toBeCloseTo(1.2, 6);
  });

  it("keeps an ultrawide capture's height, so its labels stay large enough to read", async () => {
    const { pixels } = await decodeChart(await blank(3573, 1000));
    expect(pixels.height).toBe(WORK_MIN_HEIGHT);
    expect(pixels.width).toBe(Math.round((3573 * WORK_MIN_HEIGHT) / 1000));
  });

  it("shrinks a panorama to the widest working image", async () => {
    const { pixels } = await decodeChart(await blank(7680, 1080));
    expect(pixels.width).toBe(WORK_MAX_WIDTH);
  });

  it("never enlarges a small screenshot", async () => {
    const { pixels, scale } = await decodeChart(await blank(862, 461));
    expect([pixels.width, pixels.height, scale]).toEqual([862, 461, 1]);
  });
});
