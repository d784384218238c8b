import type { ChartRead } from "@/lib/chart-reading/types";
import {
  chartLevels,
  chartLevelsSentence,
  checkPrice,
  mismatchWarning,
  priceOrigin,
  timeframeSeconds,
} from "./chart-check";

describe("the chart against the market", () => {
  it("flags a gap wider than the instrument's normal move over the chart's timeframe", () => {
    // ATR 2% of price on daily bars: a daily chart tolerates 6%, a weekly one 6 x sqrt(7) = 15.9%.
    const daily = checkPrice({
      chartPrice: 148.2,
      marketPrice: 249.37,
      atr: 4.99,
      interval: "1d",
      chartTimeframe: "1D",
    });
    expect(daily).toMatchObject({ mismatch: true, gapPercent: 40.57, tolerancePercent: 6 });
    expect(
      checkPrice({ chartPrice: 240, marketPrice: 249.37, atr: 4.99, interval: "1d", chartTimeframe: "1D" }).mismatch,
    ).toBe(false);
    expect(
      checkPrice({ chartPrice: 215, marketPrice: 249.37, atr: 4.99, interval: "1d", chartTimeframe: "1W" }),
    ).toMatchObject({ mismatch: false, tolerancePercent: 15.88 });
    // Never tighter than 1.5%, whatever the ATR.
    expect(
      checkPrice({ chartPrice: 1.09, marketPrice: 1.1, atr: 0.0001, interval: "15m", chartTimeframe: "15m" })
        .tolerancePercent,
    ).toBe(1.5);
    expect(timeframeSeconds("4h")).toBe(14_400);
    expect(timeframeSeconds(null)).toBeNull();
  });

  it("words the warning as the issue asks", () => {
    const check = checkPrice({
      chartPrice: 148.2,
      marketPrice: 249.37,
      atr: 4.99,
      interval: "1d",
      chartTimeframe: "1D",
    });
    expect(mismatchWarning("AAPL", check, "axis")).toBe(
      "Your chart shows AAPL near 148.20 (read from its price axis); AAPL trades at 249.37 now. The screenshot may be old or of another instrument. The levels below use current prices.",
    );
  });

  it("names the instrument, and never says the axis was read when it was not", () => {
    const check = checkPrice({
      chartPrice: 1.0412,
      marketPrice: 1.1641,
      atr: 0.006,
      interval: "1d",
      chartTimeframe: "1D",
    });
    // A price printed in the header with no axis read: the warning must agree with "could not read the price axis".
    const printed = priceOrigin({ axis: null, lastPrice: 1.0412, lastPriceSource: "label" }, 1.0412);
    expect(printed).toBe("printed");
    const text = mismatchWarning("EURUSD=X", check, printed, "EUR/USD");
    expect(text).toMatch(
      /^Your chart shows EUR\/USD near 1\.04120 \(printed on the chart\); EUR\/USD trades at 1\.16410 now\./,
    );
    expect(text).not.toMatch(/EURUSD=X|price axis/);
    // No price read off the image: the vision model's price is the one compared.
    expect(priceOrigin({ axis: null, lastPrice: null, lastPriceSource: null }, 1.0412)).toBe("vision");
    expect(priceOrigin(null, 1.0412)).toBe("vision");
    const axis = { side: "right" as const, scale: "linear" as const, min: 1, max: 1.1, labels: 6 };
    expect(priceOrigin({ axis, lastPrice: 1.0412, lastPriceSource: "label" }, 1.0412)).toBe("axis");
    expect(priceOrigin({ axis, lastPrice: 1.0412, lastPriceSource: "series" }, 1.0412)).toBe("series");
  });

  it("takes the nearest swing low below and swing high above the price as candidate levels", () => {
    const read = {
      series: {
        kind: "candles",
        high: 160,
        low: 130,
        trend: "up",
        swings: [
          { kind: "high", x: 0.2, price: 158 },
          { kind: "low", x: 0.3, price: 131 },
          { kind: "high", x: 0.6, price: 152 },
          { kind: "low", x: 0.8, price: 141 },
        ],
      },
    } as unknown as ChartRead;
    const levels = chartLevels(read, 148);
    expect(levels).toEqual({ support: 141, resistance: 152 });
    expect(chartLevelsSentence(levels, { support: 141.5, resistance: 160 }, "AAPL")).toBe(
      "From your chart: a swing low at 141.00 (close to the market's support 141.50) and a swing high at 152.00, read from the screenshot, are candidate support/resistance levels.",
    );
  });
});
