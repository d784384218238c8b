import { chartPriceRange } from "./chart-range";

describe("the results chart's price range", () => {
  it("widens the candles' range to the targets and the stop", () => {
    const r = chartPriceRange({ minValue: 248, maxValue: 250 }, [249, 246.5, 253, 256])!;
    expect(r.minValue).toBeLessThan(246.5);
    expect(r.maxValue).toBeGreaterThan(256);
  });

  it("keeps the candles' range when every level is inside it, with a little room", () => {
    const r = chartPriceRange({ minValue: 100, maxValue: 110 }, [105, 104, 106, 107])!;
    expect(r.minValue).toBeLessThan(100);
    expect(r.maxValue).toBeGreaterThan(110);
    expect(r.maxValue - r.minValue).toBeLessThan(12);
  });

  it("works for a short (targets below) and with missing levels", () => {
    const r = chartPriceRange({ minValue: 1.085, maxValue: 1.09 }, [1.0873, 1.0899, null, 1.0801])!;
    expect(r.minValue).toBeLessThan(1.0801);
    expect(chartPriceRange(null, [null])).toBeNull();
  });
});
