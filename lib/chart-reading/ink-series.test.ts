import { digitiseInk, digitiseOneColour } from "./ink-series";
import type { Pixels, PriceFit } from "./types";

// White 600x400 screen, price = 200 - y / 2: black candles 7 px wide, 10 px apart; a rising
// candle is an outline, a falling one filled, each with a 1 px wick above and below.
const W = 600;
const H = 400;
const fit: PriceFit = { scale: "linear", a: 200, b: -0.5, maxError: 0 };
const rowOf = (price: number) => Math.round((200 - price) * 2);

function blank(): Pixels {
  return { data: new Uint8Array(W * H * 3).fill(255), width: W, height: H };
}
const ink = (px: Pixels, x: number, y: number) => px.data.set([0, 0, 0], (y * W + x) * 3);

function candle(px: Pixels, x0: number, open: number, close: number) {
  const [top, bottom] = [rowOf(Math.max(open, close)), rowOf(Math.min(open, close))];
  const rising = close > open;
  for (let y = top - 6; y <= bottom + 6; y++) ink(px, x0 + 3, y); // the wick
  for (let y = top; y <= bottom; y++)
    for (let x = x0; x < x0 + 7; x++) {
      const edge = y === top || y === bottom || x === x0 || x === x0 + 6;
      if (edge || !rising) ink(px, x, y);
      else px.data.set([255, 255, 255], (y * W + x) * 3); // the hollow body's inside
    }
}

/** 30 candles wandering around 120, the last one from 118 to `lastClose`. */
function chart(lastClose: number): Pixels {
  const px = blank();
  for (let i = 0; i < 29; i++) {
    const open = 120 + ((i * 7) % 11) - 5;
    candle(px, 20 + i * 10, open, open + (i % 2 ? 4 : -4));
  }
  candle(px, 20 + 29 * 10, 118, lastClose);
  return px;
}
const plot = { x0: 0, y0: 0, x1: 560, y1: H };

describe("black and white candles", () => {
  it("close at the top of a hollow (rising) last candle", () => {
    const s = digitiseInk(chart(130), plot, fit);
    expect(s?.kind).toBe("candles");
    expect(Math.abs(s!.last - 130)).toBeLessThan(1);
  });

  it("close at the bottom of a filled (falling) last candle", () => {
    const s = digitiseInk(chart(104), plot, fit);
    expect(Math.abs(s!.last - 104)).toBeLessThan(1);
  });

  it("leave the frame around a word out (a toolbar's button over the last candle)", () => {
    const px = chart(130);
    // A 40x20 button frame over the last candle's columns, its word read by OCR.
    for (let x = 300; x < 340; x++) [20, 40].forEach((y) => ink(px, x, y));
    for (let y = 20; y <= 40; y++) [300, 339].forEach((x) => ink(px, x, y));
    const s = digitiseInk(px, plot, fit, [{ x0: 305, y0: 24, x1: 334, y1: 36 }]);
    expect(Math.abs(s!.last - 130)).toBeLessThan(1);
  });

  it("leave out the plot's frame, which spans the plot though not the image", () => {
    // A plotting library's box: its right side, right of the last candle, is no bar.
    const px = chart(130);
    for (let y = 30; y < 370; y++) [10, 330].forEach((x) => ink(px, x, y));
    const s = digitiseInk(px, { x0: 0, y0: 25, x1: 560, y1: 375 }, fit);
    expect(Math.abs(s!.last - 130)).toBeLessThan(1);
  });

  it("read a black line on white as a line", () => {
    const px = blank();
    for (let x = 10; x < 500; x++) for (let k = 0; k < 2; k++) ink(px, x, rowOf(100 + (x % 50) / 5) + k);
    expect(digitiseInk(px, plot, fit)?.kind).toBe("line");
  });
});

describe("candles in one colour (MetaTrader 4: lime outlines on black, a falling body filled white)", () => {
  const LIME = [0, 255, 0];
  function mt4(lastFalling: boolean): Pixels {
    const px: Pixels = { data: new Uint8Array(W * H * 3).fill(0), width: W, height: H };
    const candle = (x0: number, open: number, close: number) => {
      const [top, bottom] = [rowOf(Math.max(open, close)), rowOf(Math.min(open, close))];
      for (let y = top - 6; y <= bottom + 6; y++) px.data.set(LIME, (y * W + x0 + 3) * 3);
      for (let y = top; y <= bottom; y++)
        for (let x = x0; x < x0 + 7; x++) {
          const edge = y === top || y === bottom || x === x0 || x === x0 + 6;
          px.data.set(edge ? LIME : close < open ? [255, 255, 255] : [0, 0, 0], (y * W + x) * 3);
        }
    };
    for (let i = 0; i < 29; i++) candle(20 + i * 10, 120, 120 + (i % 2 ? 4 : -4));
    candle(20 + 29 * 10, 118, lastFalling ? 106 : 130);
    return px;
  }

  it("close at the top of a rising body and the bottom of a falling one", () => {
    expect(Math.abs(digitiseOneColour(mt4(false), plot, fit)!.last - 130)).toBeLessThan(1);
    expect(Math.abs(digitiseOneColour(mt4(true), plot, fit)!.last - 106)).toBeLessThan(1);
  });

  it("close at an OHLC bar's right tick", () => {
    const px = blank();
    const bar = (x: number, open: number, close: number, high: number, low: number) => {
      for (let y = rowOf(high); y <= rowOf(low); y++) ink(px, x, y);
      for (let k = 1; k <= 3; k++) {
        ink(px, x - k, rowOf(open));
        ink(px, x + k, rowOf(close));
      }
    };
    for (let i = 0; i < 30; i++) bar(24 + i * 10, 120, i === 29 ? 111 : 122, 126, 108);
    expect(Math.abs(digitiseOneColour(px, plot, fit)!.last - 111)).toBeLessThan(1);
  });
});
