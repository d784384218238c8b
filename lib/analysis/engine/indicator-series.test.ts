import { computeSeries, indicatorsAt } from "./indicator-series";
import type { Candle } from "@/lib/providers/market/types";

const bar = (i: number, close: number, volume = 1000): Candle => ({
  time: i * 86400,
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume,
});

describe("indicator glue", () => {
  it("reads RSI, moving averages, ATR and Bollinger on a known series", () => {
    const candles = Array.from({ length: 60 }, (_, i) => bar(i, 100 + i)); // steady rise by 1 per bar
    const s = computeSeries(candles);
    const last = indicatorsAt(s, candles, 59)!;
    expect(last.rsi).toBeCloseTo(100, 5); // only gains
    expect(last.sma20).toBeCloseTo(149.5, 6); // mean of 140..159
    expect(last.sma50).toBeCloseTo(134.5, 6); // mean of 110..159
    expect(last.sma200).toBeNull();
    expect(last.atr).toBeCloseTo(2, 6); // true range: high-low=2, gap of 1 from the prior close is inside it
    expect(last.bollinger.middle).toBeCloseTo(149.5, 6);
    expect(last.bollinger.upper - last.bollinger.middle).toBeCloseTo(2 * Math.sqrt((20 * 20 - 1) / 12), 6);
    expect(last.macd.macd).toBeGreaterThan(0);
    expect(last.volumeRatio).toBe(1);
  });

  it("is not ready before the warm-up", () => {
    const candles = Array.from({ length: 30 }, (_, i) => bar(i, 100));
    expect(indicatorsAt(computeSeries(candles), candles, 29)).toBeNull();
  });
});
