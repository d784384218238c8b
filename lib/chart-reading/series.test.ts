import sharp from "sharp";
import {
  barSpacing,
  barsStandApart,
  classMask,
  clearVolume,
  digitise,
  dropDetachedEnd,
  dropStrayEnd,
  markClass,
  markClasses,
  rightMarginBars,
} from "./series";
import { findLastPriceLabel, tagBoxes } from "./last-price";
import type { OcrWord, Pixels, PriceAxis, PriceFit } from "./types";

// A plot drawn from known candles: price = 200 - y / 5 (y in pixels), dark theme, a dashed price
// line across the plot and a coloured last-price tag on the axis, like lightweight-charts.
const W = 800;
const H = 500;
const fit: PriceFit = { scale: "linear", a: 200, b: -0.2, maxError: 0 };
const y = (p: number) => (200 - p) * 5;
const closes = [150, 155, 160, 170, 165, 158, 150, 140, 135, 142, 150, 160, 172, 168, 161, 155, 149, 152, 158, 163];

async function plot(): Promise<Pixels> {
  const parts = closes.map((c, i) => {
    const o = i ? closes[i - 1] : c - 2;
    const colour = c >= o ? "#26a69a" : "#ef5350";
    const x = 20 + i * 34;
    return (
      `<line x1="${x + 10}" x2="${x + 10}" y1="${y(Math.max(o, c) + 2)}" y2="${y(Math.min(o, c) - 2)}" stroke="${colour}" stroke-width="2"/>` +
      `<rect x="${x}" width="20" y="${y(Math.max(o, c))}" height="${Math.abs(y(o) - y(c))}" fill="${colour}"/>`
    );
  });
  const last = closes[closes.length - 1];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#131722"/>${parts.join("")}
<line x1="0" x2="${W - 90}" y1="${y(last)}" y2="${y(last)}" stroke="#26a69a" stroke-dasharray="2 2"/>
<rect x="${W - 80}" y="${y(last) - 10}" width="70" height="20" fill="#26a69a"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

describe("digitising the series", () => {
  it("reads the last close, the range and the swing points of candles through the axis fit", async () => {
    const px = await plot();
    const s = digitise(px, { x0: 0, y0: 0, x1: W - 90, y1: H }, fit)!;
    expect(s.kind).toBe("candles");
    expect(s.last).toBeCloseTo(163, 0);
    expect(s.high).toBeCloseTo(174, 0);
    expect(s.low).toBeCloseTo(133, 0);
    const highs = s.swings.filter((p) => p.kind === "high").map((p) => Math.round(p.price));
    const lows = s.swings.filter((p) => p.kind === "low").map((p) => Math.round(p.price));
    expect(highs).toContain(174);
    expect(lows).toContain(133);
  });

  it("finds the coloured last-price tag on the axis and keeps it out of the ticks", async () => {
    const px = await plot();
    const word = (text: string, cy: number): OcrWord => ({
      text,
      conf: 90,
      x0: W - 75,
      x1: W - 20,
      y0: cy - 6,
      y1: cy + 6,
    });
    const ticks = [190, 180, 170, 160, 150, 140, 130].map((v) => ({ value: v, y: y(v), box: word(String(v), y(v)) }));
    const axis: PriceAxis = { side: "right", labels: ticks, fit, x0: W - 75, x1: W - 20, decimals: 2, percent: false };
    const boxes = tagBoxes(px, axis);
    expect(boxes).toHaveLength(1);
    expect((boxes[0].y0 + boxes[0].y1) / 2).toBeCloseTo(y(163), -1);
    const words = [...ticks.map((t) => word(String(t.value), t.y)), word("163.00", y(163))];
    const { label } = findLastPriceLabel(
      { ...axis, labels: [...ticks, { value: 163, y: y(163), box: word("163.00", y(163)) }] },
      words,
      px,
    );
    expect(label?.value).toBe(163);
  });

  it("does not take a text label drawn at the right end of the plot for the last candle", async () => {
    const px = await plot();
    // A "Maximum 190" label in the candles' colour, right of the last candle, as TradingView draws it.
    for (let r = Math.round(y(190)) - 8; r <= Math.round(y(190)) + 8; r++)
      for (let x = 690; x < 705; x++) px.data.set([38, 166, 154], (r * W + x) * 3);
    const rect = { x0: 0, y0: 0, x1: W - 90, y1: H };
    expect(digitise(px, rect, fit)!.last).toBeCloseTo(190, -1);
    const label = { x0: 688, y0: y(190) - 9, x1: 707, y1: y(190) + 9 };
    expect(digitise(px, rect, fit, [label])!.last).toBeCloseTo(163, 0);
  });

  it("does not take a mark past a wide empty gap (an icon, a legend's sample) for where the series ends", async () => {
    const px = await plot();
    // The last five candles blanked (the chart scrolled), and a small blue mark near the top corner.
    for (let r = 0; r < H; r++) for (let x = 518; x < 710; x++) px.data.set([19, 23, 34], (r * W + x) * 3);
    for (let r = 20; r < 32; r++) for (let x = 660; x < 672; x++) px.data.set([30, 120, 240], (r * W + x) * 3);
    const s = digitise(px, { x0: 0, y0: 0, x1: W - 90, y1: H }, fit)!;
    expect(s.last).toBeCloseTo(closes[14], 0);
    expect(s.high).toBeLessThan(180);
  });
});

describe("where the series' bars end", () => {
  // Bars 3 px wide every 8 px from x = 0, as column runs.
  const bars = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => [0, 1, 2].map((d) => ({ x: from + i * 8 + d }))).flat();

  it("measures the bars' spacing, and 1 for a line whose columns all touch", () => {
    expect(barSpacing(bars(0, 30))).toBe(8);
    expect(barSpacing(Array.from({ length: 50 }, (_, x) => ({ x })))).toBe(1);
  });

  it("drops a legend's samples past the end of a series joined into one run by an indicator's line", () => {
    // Candles under a moving average: every column marked up to 400; two samples 60 px further on.
    const cols = [
      ...Array.from({ length: 400 }, (_, x) => ({ x })),
      ...[460, 461, 462, 463, 500, 501].map((x) => ({ x })),
    ];
    expect(barSpacing(cols)).toBe(1);
    dropStrayEnd(cols);
    expect(cols[cols.length - 1].x).toBe(399);
  });

  it("drops a mark next to the last bar that touches none of its rows: a window's frame at the plot's edge", () => {
    // The last candle spans rows 300-340 over columns 500-504; the frame's pixel is at row 4 of column 505.
    const candle = Array.from({ length: 5 }, (_, i) => ({ x: 500 + i, top: 300, bottom: 340 }));
    const framed = [...candle, { x: 505, top: 4, bottom: 4 }];
    dropDetachedEnd(framed);
    expect(framed).toEqual(candle);
    // A wick's column above the body touches it; a bar one spacing on stands apart and stays too.
    const wick = [...candle, { x: 505, top: 280, bottom: 301 }];
    const nextBar = [...candle, { x: 508, top: 100, bottom: 140 }];
    dropDetachedEnd(wick);
    dropDetachedEnd(nextBar);
    expect(wick).toHaveLength(6);
    expect(nextBar).toHaveLength(6);
  });

  it("measures the empty plot right of the last bar in bar spacings", () => {
    const columns = bars(0, 30);
    expect(rightMarginBars({ columns }, 29 * 8 + 3 + 40)).toBe(5);
    expect(rightMarginBars({ columns: [] }, 100)).toBe(0);
  });

  it("drops a few marks far past the last bar: a legend's colour samples beside the plot", () => {
    const cols = [...bars(0, 60), ...Array.from({ length: 12 }, (_, i) => ({ x: 600 + i }))];
    dropStrayEnd(cols);
    expect(cols[cols.length - 1].x).toBe(59 * 8 + 2);
  });

  it("keeps bars after a weekend's gap on a date axis, and a new session's many bars after a long gap", () => {
    const weekend = [...bars(0, 60), ...bars(59 * 8 + 3 * 8, 3)];
    dropStrayEnd(weekend);
    expect(weekend).toHaveLength(63 * 3);
    const session = [...bars(0, 60), ...bars(1200, 12)];
    dropStrayEnd(session);
    expect(session).toHaveLength(72 * 3);
  });
});

describe("the mark classes computed once per read", () => {
  it("are markClass of every pixel, and give the same masks and series as the pixels themselves", async () => {
    const px = await plot();
    const classes = markClasses(px);
    const each = Uint8Array.from({ length: px.width * px.height }, (_, p) =>
      markClass(px.data[p * 3], px.data[p * 3 + 1], px.data[p * 3 + 2]),
    );
    expect(Buffer.compare(Buffer.from(classes), Buffer.from(each))).toBe(0);
    expect(each.some((c) => c === 1) && each.some((c) => c === 2)).toBe(true);
    const rect = { x0: 0, y0: 40, x1: W - 90, y1: H - 10 };
    expect(classMask(px, rect, classes)).toEqual(classMask(px, rect));
    expect(digitise(px, rect, fit, [], classes)).toEqual(digitise(px, rect, fit));
  });
});

describe("a volume histogram at the bottom of the price pane", () => {
  it("is cleared from the marks: its bars stand on one row, candles' lows do not", () => {
    const w = 40;
    const h = 30;
    const mask = new Uint8Array(w * h);
    // Candles: short runs at scattered heights in every fourth column.
    for (let x = 0; x < w; x += 4) for (let y = 2 + (x % 7); y < 8 + (x % 7); y++) mask[y * w + x] = 1;
    // Volume: bars of varying height on the base row 27, in the other columns.
    for (let x = 1; x < w; x += 2) for (let y = 27; y > 27 - (3 + (x % 5)); y--) mask[y * w + x] = 2;
    clearVolume(mask, w, h);
    for (let x = 1; x < w; x += 2) expect(mask[27 * w + x]).toBe(0);
    expect(mask[(2 + 0) * w + 0]).toBe(1);
    expect(mask.filter((m) => m === 2).length).toBe(0);
  });

  it("leaves an oscillator's histogram alone: its lines run below the bars' base", () => {
    const w = 40;
    const h = 30;
    const mask = new Uint8Array(w * h);
    for (let x = 1; x < w; x += 2) for (let y = 20; y > 20 - (3 + (x % 5)); y--) mask[y * w + x] = 2;
    for (let x = 0; x < w; x += 2) mask[(22 + (x % 6)) * w + x] = 1; // the signal line, under the zero line
    const before = mask.slice();
    clearVolume(mask, w, h);
    expect(mask).toEqual(before);
  });

  it("leaves candles alone when no row is a base", () => {
    const w = 40;
    const h = 30;
    const mask = new Uint8Array(w * h);
    for (let x = 0; x < w; x += 2) for (let y = 2 + (x % 11); y < 10 + (x % 13); y++) mask[y * w + x] = 1;
    const before = mask.slice();
    clearVolume(mask, w, h);
    expect(mask).toEqual(before);
  });
});

describe("bars that stand apart", () => {
  const run = (x0: number, width: number) => Array.from({ length: width }, (_, k) => ({ x: x0 + k }));
  it("at one regular spacing are bars", () => {
    const cols = Array.from({ length: 40 }, (_, i) => run(10 + i * 12, 7)).flat();
    expect(barsStandApart(cols)).toBe(true);
  });

  it("at no regular spacing are a line broken by its markers and labels", () => {
    const widths = [40, 7, 55, 12, 9, 80, 30, 6, 21, 64, 15, 33];
    let x = 0;
    const cols = widths.flatMap((w, i) => {
      const r = run(x, w);
      x += w + 2 + (i % 3) * 5;
      return r;
    });
    expect(barsStandApart(cols)).toBe(false);
    // A continuous line does not stand apart at all.
    expect(barsStandApart(run(0, 300))).toBe(false);
  });
});
