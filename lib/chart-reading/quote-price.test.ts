import { headlinePrice, quotedPrice } from "./quote-price";
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

describe("the price a page prints large beside the name", () => {
  it("is the tallest price at the top, clearly taller than the page's other numbers", () => {
    const lines = [
      box("Apple Inc", 40, 28, 30),
      box("NASDAQ: AAPL", 40, 66, 14),
      box("$155.37", 40, 88, 40),
      box("+11.36 (+7.89%)", 40, 136, 14),
      box("Market price: $155.37", 1090, 140, 14),
      box("Shares: 0", 1090, 110, 14),
      box("Estimated cost: $0.00", 1090, 170, 14),
      box("150.00", 1380, 300, 14),
      box("140.00", 1380, 400, 14),
    ];
    expect(headlinePrice(lines, 1440, 900)).toBe(155.37);
    // Cut by the image's left edge (a cropped capture): not the price.
    expect(headlinePrice([{ ...lines[2], x0: 0 }, ...lines.slice(3)], 1440, 900)).toBeNull();
  });

  it("is a whole won or yen price grouped by thousands, but no single-group count", () => {
    const scale = [box("104,000,000", 1000, 600, 14), box("102,000,000", 1000, 700, 14)];
    expect(headlinePrice([box("106,216,000", 30, 180, 40), ...scale], 1170, 2532)).toBe(106216000);
    expect(headlinePrice([box("1,558", 30, 180, 40), ...scale], 1170, 2532)).toBeNull();
  });

  it("is no year, no number low on the page, and none where every number is alike", () => {
    expect(
      headlinePrice([box("SPY 2020", 300, 10, 40), box("2020", 300, 10, 40), box("12.5", 10, 400, 14)], 1440, 900),
    ).toBeNull();
    expect(
      headlinePrice([box("$155.37", 40, 700, 40), box("12.50", 10, 400, 14), box("13.50", 10, 420, 14)], 1440, 900),
    ).toBeNull();
    expect(headlinePrice([box("155.37", 40, 20, 14), box("12.50", 10, 400, 14)], 1440, 900)).toBeNull();
  });
});
