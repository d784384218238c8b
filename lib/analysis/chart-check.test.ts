import type { ChartRead } from "@/lib/chart-reading/types";
import { chartLevels, chartLevelsSentence, checkPrice, mismatchWarning, timeframeSeconds } from "./chart-check";

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
    expect(mismatchWarning("AAPL", check, "label")).toBe(
      "Your chart shows AAPL near 148.20 (read from its price axis); AAPL trades at 249.37 now. The screenshot may be old or of another instrument. The levels below use current prices.",
    );
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
