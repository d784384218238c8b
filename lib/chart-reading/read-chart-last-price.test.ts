import { splitWords } from "./ocr";
import { readChart } from "./read-chart";
import type { CandleEvidence } from "./geometry";
import type { OcrWord, Pixels } from "./types";

// A dark 1600x900 screen with a 340..220 ladder on the right (a label every 80 px, a 20 step):
// price = 340 - (y - 158) / 4, so the plot the reader digitises runs from 110 (352) to 710 (202).
const W = 1600;
const H = 900;
const y = (price: number) => 158 + (340 - price) * 4;
const line = (text: string, x0: number, y0: number, conf = 95, h = 16): OcrWord => ({
  text,
  conf,
  x0,
  y0,
  x1: x0 + text.length * 8,
  y1: y0 + h,
});
const ladder = [340, 320, 300, 280, 260, 240, 220].map((v, i) => line(v.toFixed(2), 1500, 150 + i * 80));
const noCandles: CandleEvidence = { up: 0, down: 0, tall: 0, alike: 0.2, spread: 0, candles: false };

function screen(): Pixels {
  return { data: new Uint8Array(W * H * 3).fill(20), width: W, height: H };
}
/** A green line from 240 at the plot's left to `via` two thirds across, then to `to` at `end` (the plot ends at 1494). */
function drawLine(px: Pixels, via: number, to: number, end = 1400) {
  for (let x = 100; x < end; x++) {
    const price = x < 1000 ? 240 + ((via - 240) * (x - 100)) / 900 : via + ((to - via) * (x - 1000)) / (end - 1000);
    const row = Math.round(y(price));
    for (let k = 0; k < 3; k++) px.data.set([40, 200, 90], ((row + k) * W + x) * 3);
  }
}
/** A filled teal tag on the axis column at the price's height. */
function drawTag(px: Pixels, price: number) {
  for (let r = Math.round(y(price)) - 9; r <= Math.round(y(price)) + 9; r++)
    for (let x = 1495; x < 1556; x++) px.data.set([38, 166, 154], (r * W + x) * 3);
}
const read = (px: Pixels, lines: OcrWord[]) =>
  readChart({
    pixels: px,
    lines: [line("NYSE:SPY 1D", 80, 30), ...lines],
    words: splitWords(lines),
    candles: noCandles,
  });

describe("the last price is on the chart's own price range", () => {
  it("reads where the series ends when it lies within the ladder, or a little beyond its ends", () => {
    const px = screen();
    drawLine(px, 300, 226);
    const r = read(px, ladder);
    expect(r.lastPriceSource).toBe("series");
    expect(Math.abs(r.lastPrice! - 226)).toBeLessThan(1);
    // A new high a quarter of a step over the top label is still the chart's price.
    const high = screen();
    drawLine(high, 300, 345);
    expect(Math.abs(read(high, ladder).lastPrice! - 345)).toBeLessThan(1);
  });

  it("takes no last price from marks that end off the ladder's range (another pane's), and falls back to a quote", () => {
    // 208 is more than half a step under the lowest label, 220: the pane below's marks.
    const px = screen();
    drawLine(px, 300, 208);
    const r = read(px, ladder);
    expect(r.lastPrice).toBeNull();
    expect(r.lastPriceSource).toBeNull();
    // The next evidence, a quote panel's "Last" row on the chart's range, is taken instead.
    const quoted = read(px, [...ladder, line("Last", 40, 800), line("301.15", 200, 800)]);
    expect(quoted.lastPrice).toBe(301.15);
  });
});

describe("the last-price tag among an indicator's tags", () => {
  // Two filled tags alike on the axis: the price's at the series' end (297.60) and a moving
  // average's (305.30) read with more confidence.
  const tags = [line("305.30", 1500, y(305.3) - 8, 99), line("297.60", 1500, y(297.6) - 8, 90)];

  it("is the tag the series' last mark agrees with", () => {
    const px = screen();
    drawLine(px, 320, 297.6);
    drawTag(px, 305.3);
    drawTag(px, 297.6);
    const r = read(px, [...ladder, ...tags]);
    expect(r.lastPriceSource).toBe("label");
    expect(r.lastPrice).toBe(297.6);
  });

  it("stays with the likeliest tag when the series names neither clearly", () => {
    const px = screen();
    // Ending between the two tags, as near one as the other: the series does not decide.
    drawLine(px, 320, 301.45);
    drawTag(px, 305.3);
    drawTag(px, 297.6);
    expect(read(px, [...ladder, ...tags]).lastPrice).toBe(305.3);
  });
});

describe("a tag away from the last bar's close", () => {
  const tag = line("305.30", 1500, y(305.3) - 8, 99);

  it("is not the price when the last bar is the latest (an empty margin after it): the series' end is", () => {
    const px = screen();
    drawLine(px, 300, 262);
    drawTag(px, 305.3);
    const r = read(px, [...ladder, tag]);
    expect(r.lastPriceSource).toBe("series");
    expect(Math.abs(r.lastPrice! - 262)).toBeLessThan(1);
    expect(r.reasons?.lastPrice).toMatch(/away from the last bar's close/);
  });

  it("is the price when the legend's close names it, though OCR boxed the legend in two pieces", () => {
    // MetaTrader 5 mobile: "O 276.00 H 310.00 L 260.0" and "0 C 305.30" side by side on one row.
    const px = screen();
    drawLine(px, 300, 262);
    drawTag(px, 305.3);
    const legend = [line("O 276.00 H 310.00 L 260.0", 40, 60), line("0 C 305.30", 40 + 25 * 8 + 4, 60)];
    const r = read(px, [...ladder, tag, ...legend]);
    expect(r.lastPrice).toBe(305.3);
    expect(r.lastPriceSource).toBe("label");
  });

  it("is the price on a chart scrolled back, whose bars run to the axis", () => {
    const px = screen();
    drawLine(px, 300, 262, 1494);
    drawTag(px, 305.3);
    expect(read(px, [...ladder, tag])).toMatchObject({ lastPrice: 305.3, lastPriceSource: "label" });
  });
});

describe("a black and white chart (MetaTrader's 'Color on white')", () => {
  // Black candles on white, a rising one hollow; the bid tag is light grey, no colour to show it.
  function whiteChart(lastClose: number, varied = false): Pixels {
    const px: Pixels = { data: new Uint8Array(W * H * 3).fill(255), width: W, height: H };
    const ink = (x: number, row: number) => px.data.set([0, 0, 0], (row * W + x) * 3);
    const candle = (x0: number, open: number, close: number) => {
      const [top, bottom] = [Math.round(y(Math.max(open, close))), Math.round(y(Math.min(open, close)))];
      for (let r = top - 8; r <= bottom + 8; r++) ink(x0 + 4, r);
      for (let r = top; r <= bottom; r++)
        for (let x = x0; x < x0 + 9; x++)
          if (close < open || r === top || r === bottom || x === x0 || x === x0 + 8) ink(x, r);
          else px.data.set([255, 255, 255], (r * W + x) * 3);
    };
    for (let i = 0; i < 70; i++)
      if (varied) candle(100 + i * 16, 255 + ((i * 37) % 45), 255 + ((i * 37) % 45) - (1 + ((i * 53) % 17)) * 1.5);
      else candle(100 + i * 16, 270 + (i % 5) * 4, 274 + (i % 3) * 4);
    candle(100 + 70 * 16, 276, lastClose);
    return px;
  }

  it("reads the grey tag at the last candle's close, not the tick beside it", () => {
    const tag = line("287.35", 1500, y(287.35) - 8);
    const r = read(whiteChart(287.35), [...ladder, tag]);
    expect(r.lastPrice).toBe(287.35);
    expect(r.reasons?.lastPrice).toBe("Last price from the price tag on the axis");
  });

  it("is a chart beside a ladder of only three labels (Highcharts' dark theme prints few)", () => {
    const three = [300, 280, 260].map((v) => line(v.toFixed(2), 1500, y(v) - 8));
    const r = read(whiteChart(287.35, true), three);
    expect(r.isChart).toBe(true);
    expect(r.reasons?.chart).toBe("Black and white candles drawn in the image");
  });

  it("estimates the close from the last candle when no tag is printed", () => {
    const r = read(whiteChart(287.35), ladder);
    expect(r.lastPriceSource).toBe("series");
    expect(Math.abs(r.lastPrice! - 287.35)).toBeLessThan(0.5);
  });
});

describe("candles drawn in one colour (MetaTrader 4's default: lime outlines on black)", () => {
  function mt4Chart(lastClose: number): Pixels {
    const px = screen();
    px.data.fill(0);
    const candle = (x0: number, open: number, close: number) => {
      const [top, bottom] = [Math.round(y(Math.max(open, close))), Math.round(y(Math.min(open, close)))];
      for (let r = top - 8; r <= bottom + 8; r++) px.data.set([0, 255, 0], (r * W + x0 + 4) * 3);
      for (let r = top; r <= bottom; r++)
        for (let x = x0; x < x0 + 9; x++) {
          const edge = r === top || r === bottom || x === x0 || x === x0 + 8;
          px.data.set(edge ? [0, 255, 0] : close < open ? [255, 255, 255] : [0, 0, 0], (r * W + x) * 3);
        }
    };
    for (let i = 0; i < 70; i++) candle(100 + i * 16, 270 + (i % 5) * 4, 274 + (i % 3) * 4);
    candle(100 + 70 * 16, 296, lastClose);
    return px;
  }

  it("reads a falling last candle's close at its filled body's bottom, and the grey tag there", () => {
    expect(Math.abs(read(mt4Chart(287.35), ladder).lastPrice! - 287.35)).toBeLessThan(0.5);
    const tag = line("287.35", 1500, y(287.35) - 8);
    expect(read(mt4Chart(287.35), [...ladder, tag]).lastPrice).toBe(287.35);
  });
});

describe("a tag a few hundredths off a tick", () => {
  it("is a tag, not the tick it hides (3519.86 where 3520.00 would be printed)", () => {
    const px = screen();
    drawLine(px, 300, 280.02);
    drawTag(px, 279.98);
    // The 280.00 label is under the tag; the tag's value is 0.02 off the grid of a 20 step.
    const labels = ladder.filter((l) => l.text !== "280.00");
    const r = read(px, [...labels, line("279.98", 1500, y(279.98) - 8)]);
    expect(r.lastPrice).toBe(279.98);
    expect(r.lastPriceSource).toBe("label");
  });
});
