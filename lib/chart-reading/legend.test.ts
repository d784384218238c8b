import { legendValues, ohlcLegend } from "./legend";
import type { OcrWord } from "./types";

const line = (text: string, y0: number): OcrWord => ({
  text,
  conf: 95,
  x0: 100,
  y0,
  x1: 100 + text.length * 7,
  y1: y0 + 14,
});

describe("what a legend says about the axis tags", () => {
  it("takes indicators' values after their settings, and the bar's close", () => {
    const v = legendValues([
      line("orcl-1995-2014 (1 Day) O:29.13 H:30 L:27.06 C:27.41", 160),
      line("SimpleMovingAverage (15) 28.38", 210),
      line("ExponentialMovingAverage (25) 27.77", 225),
      line("Volume 150M", 240),
    ]);
    expect(v.indicators).toEqual([28.38, 27.77]);
    expect(v.close).toBe(27.41);
  });

  it("reads TradingView's glued legend and leaves other lines alone", () => {
    const v = legendValues([line("O1.17466 H1.17471 L1.17465 C1.17470", 40), line("Balance: 100000.00", 300)]);
    expect(v.close).toBeCloseTo(1.1747, 8);
    expect(v.indicators).toEqual([]);
  });

  it("reads a bar's O/H/L/C glued together, only when they agree with each other", () => {
    expect(ohlcLegend("O2.851H2.875 L2.851 C2.866 +0.010(+0.35%)")).toEqual({
      open: 2.851,
      high: 2.875,
      low: 2.851,
      close: 2.866,
    });
    expect(ohlcLegend("orl-1995.2014(1Day)O.29.13H30 L27.06C:27.41")).toEqual({
      open: 29.13,
      high: 30,
      low: 27.06,
      close: 27.41,
    });
    // Glued to the exchange's name before it.
    expect(ohlcLegend("ETHUSD·4h·KrakenO 3120.5H3131.0L 3101.2C3127.4")).toMatchObject({ open: 3120.5, close: 3127.4 });
    expect(ohlcLegend("O2.851 H2.805 L2.851 C2.866")).toBeNull(); // a high below the close: misread
    expect(ohlcLegend("SOL 145 H 150 L 140 C 146")).toBeNull(); // no O of its own
  });

  it("reads the fields spelt out, the close called the last as portals write it", () => {
    // A date glued before "Open", thousands separators, the close named "Last".
    expect(
      ohlcLegend("22-Aug-2024Open 4,960.12 High 4,978.87 Low 4,956.08 Last 4,976.35 Volume 2.68B Chg +16.23"),
    ).toEqual({ open: 4960.12, high: 4978.87, low: 4956.08, close: 4976.35 });
    expect(ohlcLegend("Open: 1.0852 High: 1.0871 Low: 1.0840 Close: 1.0866")).toMatchObject({ close: 1.0866 });
    // In Chinese, as KLineChart's tooltip writes it, with full-width colons.
    expect(ohlcLegend("时间：2024-05-1404:00开：173.310高：176.595低：173.013收：176.499成交量：6.538K")).toEqual({
      open: 173.31,
      high: 176.595,
      low: 173.013,
      close: 176.499,
    });
    // A word that only starts like a field is not one ("Lowest"), and a high below the close is a misread.
    expect(ohlcLegend("Open 10 High 12 Lowest 9 Last 11")).toBeNull();
    expect(ohlcLegend("Open 10 High 10.5 Low 9 Last 11")).toBeNull();
  });

  it("reads MetaTrader's chart line: symbol and period, then four bare numbers", () => {
    expect(ohlcLegend("EURUSD,H1 1.00939 1.00987 1.00756 1.00804")).toEqual({
      open: 1.00939,
      high: 1.00987,
      low: 1.00756,
      close: 1.00804,
    });
    expect(ohlcLegend("XAUUSD, M30 2310.15 2316.40 2309.80 2311.77")).toMatchObject({ close: 2311.77 });
    // Four numbers that are no bar (a high under the open), or with no symbol and period before them.
    expect(ohlcLegend("EURUSD,H1 1.00939 1.00887 1.00756 1.00804")).toBeNull();
    expect(ohlcLegend("Balance 100 120 90 110")).toBeNull();
  });
});
