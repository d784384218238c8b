import { quotedPrice } from "./quote-price";
import type { OcrWord } from "./types";

const box = (text: string, x0: number, y0: number, h = 30): OcrWord => ({
  text,
  conf: 99,
  x0,
  y0,
  x1: x0 + text.length * 14,
  y1: y0 + h,
});

describe("the last price as a quote panel writes it", () => {
  it("reads a table's 'Last' row, the value far right on the same row", () => {
    const lines = [
      box("Price", 37, 1246),
      box("Last", 37, 1296),
      box("38548.13", 659, 1296),
      box("High", 38, 1338),
      box("39494.35", 654, 1342),
    ];
    expect(quotedPrice(lines)).toBe(38548.13);
  });

  it("reads a popup's 'Current Price: 2912.40' in one box", () => {
    expect(quotedPrice([box("Current Price:122.94", 31, 1593), box("Low:122.21", 351, 1594)])).toBe(122.94);
    expect(quotedPrice([box("Current Price: 2,912.40", 31, 100)])).toBe(2912.4);
  });

  it("does not read a sentence or a percent as the price", () => {
    expect(quotedPrice([box("Last trade closed in profit", 30, 100), box("12", 500, 100)])).toBeNull();
    expect(quotedPrice([box("Last", 30, 100), box("+0.52%", 500, 100)])).toBeNull();
    expect(quotedPrice([box("Last", 30, 100), box("38548.13", 500, 300)])).toBeNull();
  });
});
