import { selectedInterval } from "./picker";
import type { OcrWord } from "./types";

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

  it("is unknown when the buttons look alike, or when only one interval is written", () => {
    expect(selectedInterval([box("1D", 189, 1039, 32), box("1W", 308, 1038, 33), box("1M", 455, 1040, 31)])).toBeNull();
    expect(selectedInterval([box("15m", 200, 100, 40), box("Indicators", 300, 104, 30)])).toBeNull();
    expect(selectedInterval([box("24h", 490, 111, 30), box("1W", 172, 112, 19)])).toBeNull();
  });
});
