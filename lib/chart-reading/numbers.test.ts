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
