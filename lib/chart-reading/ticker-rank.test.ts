import { feedSymbols, rankTicker } from "./ticker-rank";
import type { OcrWord } from "./types";

const line = (text: string, x0: number, y0: number, h = 16, conf = 95): OcrWord => ({
  text,
  conf,
  x0,
  y0,
  x1: x0 + text.length * 8,
  y1: y0 + h,
});

describe("the ticker among all the text of a screenshot", () => {
  it("prefers a symbol in a header-like place over one in a table lower down", () => {
    const r = rankTicker(
      [
        line("Positions", 20, 600),
        line("ETHUSDT 0.5 1,820.10", 20, 640),
        line("Bybit Perpetual SAND-USDT 1m", 20, 12, 20),
        line("SAND-USDT", 900, 300),
      ],
      1600,
      900,
    );
    expect(r.candidates[0]).toBe("SAND-USDT");
    expect(r.timeframe).toBe("1m");
  });

  it("reads a chart title with an exchange prefix below a toolbar", () => {
    const r = rankTicker([line("binance_futures - ETHUSDT - dip_catcher - 15m", 300, 80)], 1600, 900);
    expect(r.candidates[0]).toBe("ETHUSDT");
    expect(r.timeframe).toBe("15m");
  });

  it("joins the boxes of one header row", () => {
    const r = rankTicker([line("BYBIT:SOLUSDT", 14, 13), line("W", 158, 15)], 1600, 900);
    expect(r.candidates[0]).toBe("SOLUSDT");
    expect(r.timeframe).toBe("1W");
  });

  it("maps continuous futures to the feed's contract", () => {
    expect(feedSymbols("GC1!")).toEqual(["GC=F", "GC1!"]);
    expect(feedSymbols("/ES")).toEqual(["ES=F", "/ES"]);
    expect(feedSymbols("AAPL")).toEqual(["AAPL"]);
  });
});
