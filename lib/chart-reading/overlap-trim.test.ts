import { trimOverlaps } from "./overlap-trim";
import type { OcrWord } from "./types";

const box = (text: string, x0: number, x1: number, y0 = 11, y1 = 31): OcrWord => ({ text, conf: 95, x0, x1, y0, y1 });

describe("a box that runs into the next word on its row", () => {
  it("gives back the characters it read twice", () => {
    const [symbol, interval] = trimOverlaps([box("NASDAQ:TSLA1", 12.9, 152.9), box("1h", 143.7, 168)]);
    expect(symbol.text).toBe("NASDAQ:TSLA");
    expect(symbol.x1).toBeLessThanOrEqual(143.7);
    expect(interval.text).toBe("1h");
  });

  it("keeps what the next word does not start with, words that only touch, and other rows' words", () => {
    expect(trimOverlaps([box("US30", 10, 60), box("1h", 55, 80)])[0].text).toBe("US30");
    expect(trimOverlaps([box("AAPL1", 10, 60), box("1D", 61, 80)])[0].text).toBe("AAPL1");
    // A tag drawn over the tick below it: another row.
    expect(trimOverlaps([box("2067.72", 1220, 1272, 600, 617), box("2050.00", 1222, 1271, 615, 628)])[0].text).toBe(
      "2067.72",
    );
  });
});
