import { selectedInterval } from "./picker";
import { rankTicker } from "./ticker-rank";
import type { OcrWord, Pixels } from "./types";

const box = (text: string, x0: number, y0: number, h: number): OcrWord => ({
  text,
  conf: 99,
  x0,
  y0,
  x1: x0 + 40,
  y1: y0 + h,
});

describe("the selected button of an interval picker", () => {
  it("is the one drawn larger than its neighbours", () => {
    const row = [
      box("1D", 189, 1039, 32),
      box("1W", 308, 1034, 42),
      box("1M", 455, 1040, 30),
      box("1Y", 560, 1040, 31),
    ];
    expect(selectedInterval(row)).toBe("1W");
  });

  it("reads MetaTrader-style period buttons, glued or apart, among which one is drawn larger", () => {
    const row = [box("M15", 100, 100, 20), box("M30", 150, 100, 20), box("H1", 200, 96, 28), box("H4", 250, 100, 20)];
    expect(selectedInterval(row)).toBe("1h");
    // A lone period is no picker: a heading "H1" or a size "M5" names no interval.
    expect(selectedInterval([box("H1", 200, 96, 28)])).toBeNull();
  });

  it("is unknown when the buttons look alike, or when only one interval is written", () => {
    expect(selectedInterval([box("1D", 189, 1039, 32), box("1W", 308, 1038, 33), box("1M", 455, 1040, 31)])).toBeNull();
    expect(selectedInterval([box("15m", 200, 100, 40), box("Indicators", 300, 104, 30)])).toBeNull();
    expect(selectedInterval([box("24h", 490, 111, 30), box("1W", 172, 112, 19)])).toBeNull();
  });
});

// A dark phone screen with a picker row: each button's label drawn as two grey strokes in its box.
const W = 800;
const H = 1200;
const BUTTONS = ["1D", "1W", "1M", "3M", "1Y"];
const spread = () => BUTTONS.map((t, i) => box(t, 60 + i * 150, 1000, 30));
function phone(paint: (b: OcrWord, i: number) => { bg?: number[]; ink?: number[] } = () => ({})): Pixels {
  const data = new Uint8Array(W * H * 3).fill(18);
  const fill = (x0: number, y0: number, x1: number, y1: number, c: number[]) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data.set(c, (y * W + x) * 3);
  };
  spread().forEach((b, i) => {
    const { bg, ink = [150, 150, 150] } = paint(b, i);
    if (bg) fill(b.x0 - 14, b.y0 - 8, b.x1 + 14, b.y1 + 8, bg);
    fill(b.x0 + 8, b.y0 + 6, b.x0 + 12, b.y1 - 6, ink);
    fill(b.x0 + 20, b.y0 + 6, b.x0 + 30, b.y0 + 10, ink);
    fill(b.x0 + 26, b.y0 + 6, b.x0 + 30, b.y1 - 6, ink);
  });
  return { data, width: W, height: H };
}

describe("the selected button of a picker whose buttons are the same size", () => {
  it("is the one on a filled pill, or the one in an accent colour", () => {
    const pill = phone((_, i) => (i === 3 ? { bg: [41, 98, 255], ink: [255, 255, 255] } : {}));
    expect(selectedInterval(spread(), pill)).toBe("3M");
    const accent = phone((_, i) => (i === 3 ? { ink: [247, 147, 26] } : {}));
    expect(selectedInterval(spread(), accent)).toBe("3M");
  });

  it("is unknown when no button stands out, or when two do", () => {
    expect(selectedInterval(spread(), phone())).toBeNull();
    expect(selectedInterval(spread())).toBeNull();
    const two = phone((_, i) => (i === 1 || i === 3 ? { bg: [41, 98, 255] } : {}));
    expect(selectedInterval(spread(), two)).toBeNull();
  });
});

describe("a chart's timeframe beside a picker whose buttons OCR boxes one by one", () => {
  const boxes = [box("btcusdt", 40, 40, 50), ...spread()];

  it("is the selected button, never the first one", () => {
    const pill = phone((_, i) => (i === 3 ? { bg: [41, 98, 255], ink: [255, 255, 255] } : {}));
    expect(rankTicker(boxes, W, H, pill).timeframe).toBe("3M");
  });

  it("is none when the selection cannot be told", () => {
    expect(rankTicker(boxes, W, H, phone()).timeframe).toBeNull();
    expect(rankTicker(boxes, W, H).timeframe).toBeNull();
  });
});

describe("picker buttons as the apps draw them", () => {
  const row = (texts: string[], tall: string) =>
    texts.map((t, i) => box(t, 20 + i * 40, t === tall ? 80 : 82, t === tall ? 26 : 16));

  it("counts a lone D, W or M as a button beside other intervals (Webull's 1h 4h D W M)", () => {
    expect(selectedInterval(row(["1m", "5m", "15m", "1h", "4h", "D", "W", "M"], "D"))).toBe("1D");
    // Alone, single letters make no picker.
    expect(selectedInterval(row(["D", "W", "M"], "D"))).toBeNull();
  });

  it("reads a selected button's bold 1 that OCR took for an i", () => {
    expect(selectedInterval(row(["1m", "5m", "15m", "ih", "4h"], "ih"))).toBe("1h");
  });

  it("takes an interval drop-down's value over a range picker's selected range", () => {
    // Yahoo Finance: "1D 5D 1M 6M YTD 1Y 5Y Max | 5 min ▾"; the 1D range is the one drawn apart.
    const boxes = row(["1D", "5D", "1M", "6M", "YTD", "1Y", "5Y", "Max", "5 min"], "1D");
    expect(selectedInterval(boxes)).toBe("5m");
    // Without the range buttons' own words the row is a picker like any other.
    expect(selectedInterval(row(["1D", "5D", "1M", "6M"], "1D"))).toBe("1D");
  });

  it("reads a range selector's lower-case m as months (Highcharts Stock's 1m 3m 6m YTD 1y All)", () => {
    expect(selectedInterval(row(["1m", "3m", "6m", "YTD", "1y", "All"], "3m"))).toBe("3M");
    // Among a toolbar's intervals it is a minute.
    expect(selectedInterval(row(["1m", "5m", "15m", "1h"], "5m"))).toBe("5m");
  });
});
