import sharp from "sharp";
import { priceLine } from "./price-line";
import { classMask } from "./series";
import type { Pixels } from "./types";

// A price line found from pixels alone: no axis, no text. Drawn with sharp from an SVG.
const W = 900;
const H = 600;

async function pixels(body: string, bg = "#0b0e11"): Promise<Pixels> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${bg}"/>${body}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** A random walk of closes drawn as a 3 px line from x0 to x1, as a phone app draws a price. */
function walk(x0: number, x1: number, seed = 3): string {
  let s = seed;
  let y = 300;
  const points: string[] = [];
  for (let x = x0; x <= x1; x += 6) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    y = Math.min(560, Math.max(40, y + ((s / 2 ** 31) * 2 - 1) * 22));
    points.push(`${x},${y.toFixed(1)}`);
  }
  return `<polyline points="${points.join(" ")}" fill="none" stroke="#0ecb81" stroke-width="3"/>`;
}

describe("a price line over time, from pixels alone", () => {
  it("is one stroke across the image, one run per column, travelling and turning", async () => {
    const line = priceLine(await pixels(walk(20, 880)));
    expect(line).not.toBeNull();
    expect(line!.span).toBeGreaterThan(0.9);
    expect(line!.single).toBeGreaterThan(0.8);
    expect(line!.travel).toBeGreaterThan(0.1);
    expect(line!.turns).toBeGreaterThanOrEqual(6);
  });

  it("keeps most of its columns off any straight line, where a page's rule with tabs on it does not", async () => {
    const price = priceLine(await pixels(walk(20, 880)))!;
    expect(price.straight).toBeLessThan(0.5);
    // A slightly tilted accent rule across the page with narrow tabs standing on it and hanging
    // from it: long, one run per column, travelling and turning at the tabs, yet straight.
    const y = (x: number) => 300 + (x - 30) * 0.05;
    const tabs = [90, 240, 390, 540, 690]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${i % 2 ? y(x) : y(x) - 44}" width="28" height="44" fill="none" stroke="#2962ff" stroke-width="2"/>`,
      )
      .join("");
    const rule = priceLine(
      await pixels(
        `<line x1="30" x2="870" y1="${y(30)}" y2="${y(870)}" stroke="#2962ff" stroke-width="2"/>${tabs}`,
        "#ffffff",
      ),
    )!;
    expect(rule.span).toBeGreaterThan(0.9);
    expect(rule.single).toBeGreaterThan(0.8);
    expect(rule.travel).toBeGreaterThan(0.05);
    expect(rule.turns).toBeGreaterThanOrEqual(4);
    expect(rule.straight).toBeGreaterThan(0.8);
  });

  it("a diagram's boxes and connectors are short strokes and flat", async () => {
    const boxes = [60, 360, 660]
      .map(
        (x, i) =>
          `<rect x="${x}" y="200" width="200" height="110" fill="none" stroke="#3367d6" stroke-width="3"/>` +
          (i < 2 ? `<line x1="${x + 200}" x2="${x + 300}" y1="255" y2="255" stroke="#3367d6" stroke-width="3"/>` : ""),
      )
      .join("");
    const line = priceLine(await pixels(boxes, "#ffffff"));
    expect(line!.span).toBeLessThan(0.3);
    expect(line!.turns).toBeLessThan(4);
  });

  it("leaves out what OCR read as text: a coloured heading is no stroke", async () => {
    const px = await pixels(walk(20, 400));
    const line = priceLine(px, [{ x0: 0, y0: 0, x1: 420, y1: H }]);
    expect(line).toBeNull();
  });
});

it("reads the same stroke from the candle scan's plot mask as from the pixels, and leaves that mask as it was", async () => {
  const px = await pixels(walk(20, 880));
  const plot = classMask(px, { x0: 0, y0: 0, x1: W, y1: H }).mask;
  const before = Buffer.from(plot);
  const text = [{ x0: 0, y0: 0, x1: 420, y1: 200 }];
  expect(priceLine(px, text, plot)).toEqual(priceLine(px, text));
  expect(Buffer.compare(Buffer.from(plot), before)).toBe(0);
});
