import { alikeShare, candleBars, candleEvidence, inkEvidence, judgeCandles, smallCandles, tallBars } from "./geometry";
import type { Pixels } from "./types";

// A white image with filled rectangles painted in: the candle detector sees only pixels.
function paint(
  width: number,
  height: number,
  rects: { x: number; y: number; w: number; h: number; rgb: number[] }[],
): Pixels {
  const data = new Uint8Array(width * height * 3).fill(255);
  for (const r of rects)
    for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) data.set(r.rgb, (y * width + x) * 3);
  return { data, width, height };
}

const GREEN = [38, 166, 154];
const RED = [239, 83, 80];

describe("candles without reading any text", () => {
  it("counts bars of 20 px and more as tall, the height of a line of table text does not", () => {
    expect(tallBars([12, 14, 16, 19, 20, 35])).toEqual([20, 35]);
  });

  it("tells small candles (tops at many heights) from a table's glyphs (tops on text rows)", () => {
    // Candles 6-16 px tall whose tops wander; glyphs 9 px tall on three rows, a few run together.
    const candles = Array.from({ length: 40 }, (_, i) => ({
      y0: 100 + ((i * 37) % 90),
      y1: 100 + ((i * 37) % 90) + (i % 3 ? 5 : 15),
    }));
    const glyphs = Array.from({ length: 60 }, (_, i) => ({
      y0: 100 + (i % 3) * 20,
      y1: 108 + (i % 3) * 20 + (i % 20 ? 0 : 12),
    }));
    expect(smallCandles(candles).tall).toBeGreaterThanOrEqual(8);
    expect(smallCandles(candles).onRows).toBeLessThan(0.5);
    expect(smallCandles(glyphs).onRows).toBeGreaterThan(0.8);
  });

  it("sees the small candles of a short plotly export as candles", () => {
    // 60 candles on a 1280x430 image: most 7-8 px, a third 16-19 px (none reaches 20 px).
    const rects = Array.from({ length: 60 }, (_, i) => ({
      x: 20 + i * 20,
      y: 150 + ((i * 53) % 120),
      w: 5,
      h: i % 3 ? 7 + (i % 2) : 16 + (i % 4),
      rgb: i % 2 ? GREEN : RED,
    }));
    const e = candleEvidence(paint(1280, 430, rects));
    expect(e.tall).toBe(0);
    expect(e.candles).toBe(true);
  });

  it("does not see candles in coloured digits set in rows of a table", () => {
    // Two colours of 9 px 'glyphs' on text rows across the width, as an option chain shows them.
    const rects = [];
    for (let row = 0; row < 12; row++)
      for (let col = 0; col < 40; col++)
        rects.push({ x: 10 + col * 30, y: 20 + row * 30, w: 5, h: 9, rgb: (row + col) % 2 ? GREEN : RED });
    expect(candleEvidence(paint(1280, 400, rects)).candles).toBe(false);
  });

  it("does not see candles in coloured digits of one font, however large the screenshot", () => {
    // A price ladder printed as text (an order book, a quote table) in a font whose digits stand
    // 27 px tall: its strokes are all of one height, where candles' bodies vary. Asks red, bids green.
    const rects = [];
    for (let row = 0; row < 10; row++)
      for (let col = 0; col < 7; col++)
        rects.push({
          x: 60 + col * 170 + row * 5,
          y: 16 + row * 40,
          w: 3,
          h: 27 + (col % 3 === 0 ? 1 : 0),
          rgb: row < 5 ? RED : GREEN,
        });
    const e = candleEvidence(paint(1280, 440, rects));
    expect(e.tall).toBeGreaterThanOrEqual(8);
    expect(e.alike).toBeGreaterThan(0.6);
    expect(e.candles).toBe(false);
    expect(alikeShare([20, 24, 31, 45, 22, 60, 38, 27])).toBeLessThan(0.6);
  });

  it("leaves coloured text out of the candles: bars inside the boxes OCR read as text", () => {
    // Rows of red and green prices 26 px tall (a quote table shot large), varied like candles.
    const rects = [];
    const rows = [];
    for (let row = 0; row < 14; row++) {
      const y = 20 + row * 40;
      for (let col = 0; col < 8; col++)
        rects.push({
          x: 40 + col * 150 + row * 9,
          y,
          w: 3,
          h: 20 + ((row * 7 + col * 3) % 12),
          rgb: row < 7 ? RED : GREEN,
        });
      rows.push({ x0: 30, y0: y - 4, x1: 1250, y1: y + 36 });
    }
    const bars = candleBars(paint(1280, 600, rects));
    expect(judgeCandles(bars).candles).toBe(true);
    const e = judgeCandles(bars, rows);
    expect(e.up + e.down).toBe(0);
    expect(e.candles).toBe(false);
  });
});

describe("a histogram's bars are not candles", () => {
  it("leaves out bars standing on one row (an oscillator's zero line), keeps floating candles", () => {
    // MACD-like: green bars rising from row 300, red bars hanging from it, heights varied.
    const macd = Array.from({ length: 50 }, (_, i) => {
      const h = 20 + ((i * 37) % 60);
      return i % 2
        ? { x: 20 + i * 24, y: 300 - h, w: 8, h, rgb: GREEN }
        : { x: 20 + i * 24, y: 300, w: 8, h, rgb: RED };
    });
    const osc = candleEvidence(paint(1280, 420, macd));
    expect(osc.histogram).toMatchObject({ y: expect.any(Number) });
    expect(osc.histogram!.above + osc.histogram!.below).toBe(50);
    expect(osc.candles).toBe(false);
    // The same bars floating at wandering heights, as candles do.
    const floating = macd.map((r, i) => ({ ...r, y: 40 + ((i * 53) % 260) }));
    const candles = candleEvidence(paint(1280, 420, floating));
    expect(candles.histogram).toBeNull();
    expect(candles.candles).toBe(true);
  });
});

describe("black and white candles, from grey levels", () => {
  const BLACK = [20, 20, 20];
  it("finds filled and hollow bodies with their wicks at wandering heights; text rows stand on rows", () => {
    const rects: { x: number; y: number; w: number; h: number; rgb: number[] }[] = [];
    for (let i = 0; i < 60; i++) {
      const x = 20 + i * 20;
      const top = 40 + ((i * 71) % 380);
      const body = 12 + ((i * 11) % 40);
      rects.push({ x: x + 3, y: top - 8, w: 1, h: body + 16, rgb: BLACK }); // the wick
      if (i % 2) rects.push({ x, y: top, w: 7, h: body, rgb: BLACK });
      else rects.push({ x, y: top, w: 1, h: body, rgb: BLACK }, { x: x + 6, y: top, w: 1, h: body, rgb: BLACK });
    }
    const e = inkEvidence(paint(1280, 500, rects));
    expect(e.bars).toBeGreaterThanOrEqual(60);
    expect(e.onRows).toBeLessThan(0.5);
    expect(e.spread).toBeGreaterThan(0.8);
    // Glyph strokes of a text set in rows: their tops share rows.
    const glyphs = [];
    for (let row = 0; row < 10; row++)
      for (let col = 0; col < 60; col++)
        glyphs.push({ x: 10 + col * 20, y: 20 + row * 36, w: 2, h: 12 + (col % 3) * 4, rgb: BLACK });
    expect(inkEvidence(paint(1280, 400, glyphs)).onRows).toBeGreaterThan(0.8);
  });
});
