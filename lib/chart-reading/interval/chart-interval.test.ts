// The chart's interval among the lines of a screenshot: each app's notation in the place it writes
// it (layouts from the apps' documentation), the chart's own legend over a toolbar, none invented.
import { readHeader } from "../header";
import { rankTicker } from "../ticker-rank";
import type { OcrWord } from "../types";

const line = (text: string, x0: number, y0: number, h = 16): OcrWord => ({
  text,
  conf: 95,
  x0,
  y0,
  x1: x0 + text.length * 8,
  y1: y0 + h,
});

describe("a header line in each app's notation", () => {
  it.each([
    // TradingView's legend: a bare number is minutes, 240 is four hours.
    ["Bitcoin / TetherUS · 240 · Binance", "4h"],
    ["Apple Inc · 5 · NASDAQ", "5m"],
    ["Apple Inc · 1W · NASDAQ", "1W"],
    // thinkorswim: period then aggregation; the aggregation written as a duration.
    ["AAPL 1Y 1D", "1D"],
    ["MSFT 5D 15m", "15m"],
    ["AAPL (00:05:00)", "5m"],
    // NinjaTrader: the bar type in brackets after the contract.
    ["CL 01-25 (5 Minute)", "5m"],
    ["GC 02-25 (1 Day)", "1D"],
    // MetaTrader and cTrader titles.
    ["USDJPY,H4", "4h"],
    ["AUDUSD, MN", "1M"],
    ["EURUSD m5", "5m"],
    // Exchanges in Chinese, Japanese and Korean.
    ["ETH/USDT 4小时", "4h"],
    ["BTC/USDT 15分钟", "15m"],
    ["ETH/USDT 日线", "1D"],
    ["USDJPY 日足", "1D"],
    ["BTC/KRW 1시간", "1h"],
  ])("%s -> %s", (text, tf) => {
    expect(readHeader([text]).timeframe).toBe(tf);
  });

  it.each(["CL 01-25 (500 Tick)", "CL 01-25 (4 Range)", "Volume 24h 1,204 BTC", "BTC/USDT 分时"])(
    "%s names no interval",
    (text) => {
      expect(readHeader([text]).timeframe).toBeNull();
    },
  );
});

describe("the chart's own interval among the screenshot's lines", () => {
  it("takes the legend's interval over the toolbar's button", () => {
    const r = rankTicker([line("ETHUSDT 1h", 40, 10), line("Ethereum / TetherUS · 15 · Binance", 40, 60)], 1600, 900);
    expect(r.timeframe).toBe("15m");
    expect(r.timeframePlace).toBe("legend");
  });
});
