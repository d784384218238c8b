import { splitWords } from "./ocr";
import { parseNumber } from "./numbers";

describe("numbers as charts print them", () => {
  it.each([
    ["1,234.56", 1234.56],
    ["61,000", 61000],
    ["1.17050", 1.1705],
    ["2,5000", 2.5],
    ["40k", 40000],
    ["1.2M", 1_200_000],
    ["-0.5", -0.5],
    ["[1.2345", 1.2345],
    ["194.08|", 194.08],
    ["12O.5", 120.5],
    ["1.0850₅", 1.08505],
    ["1.0850⁵", 1.08505],
    ["2,7656", 2.7656],
    ["4.391,510", 4391.51],
    [".073", 0.073],
    [".0735|", 0.0735],
    [",7656", 0.7656],
  ])("%s -> %d", (raw, value) => {
    expect(parseNumber(raw)?.value).toBeCloseTo(value, 8);
  });

  it("flags percent and comma decimals, and refuses words", () => {
    expect(parseNumber("12%")).toMatchObject({ value: 12, percent: true });
    expect(parseNumber("2,7931")).toMatchObject({ value: 2.7931, commaDecimal: true });
    expect(parseNumber("AAPL")).toBeNull();
    expect(parseNumber("09:30")).toBeNull();
  });
});

describe("words of an OCR line", () => {
  const line = (text: string) => ({ text, conf: 99, x0: 0, y0: 0, x1: text.length * 10, y1: 16 });
  it("keeps a price with space-separated thousands whole and splits the rest", () => {
    expect(splitWords([line("4 391,510")]).map((w) => w.text)).toEqual(["4391,510"]);
    expect(parseNumber("4391,510")?.value).toBe(4391.51);
    expect(splitWords([line("O1.17466 H1.17471")]).map((w) => [w.text, w.x0])).toEqual([
      ["O1.17466", 0],
      ["H1.17471", 90],
    ]);
    expect(splitWords([line("Jul 25, 2025 09:30")]).map((w) => w.text)).toEqual(["Jul", "25,", "2025", "09:30"]);
  });
});
