import { parseSeries, parseWallTime, zonedToUtc, type ManifestEntry } from "./loader";
import { createHistoryMarket, resample } from "./market";

const entry = (over: Partial<ManifestEntry> = {}): ManifestEntry => ({
  file: "TEST-1d.csv",
  symbol: "TEST",
  asset_class: "stock",
  interval: "1d",
  rows: 0,
  first: "",
  last: "",
  columns: {
    header: ["Date", "Open", "High", "Low", "Close", "Volume"],
    time: "Date",
    open: "Open",
    high: "High",
    low: "Low",
    close: "Close",
    volume: "Volume",
  },
  time_zone: "date only",
  format_notes: "",
  doubts: [],
  ...over,
});
const day = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 1000;

describe("parseSeries", () => {
  it("sorts rows, drops rows without prices, unparsable times and non-positive prints, and says so", () => {
    const text = [
      "Date,Open,High,Low,Close,Volume",
      "2020-01-03,3,4,2,3.5,10",
      "2020-01-01,1,2,0.5,1.5,10",
      "11:34,9,9,9,9,1",
      "2020-01-02,,,,,",
      "2020-01-06,-1,2,-2,1,5",
      "2020-01-02,2,3,1,2.5,10",
    ].join("\n");
    const s = parseSeries(text, entry());
    expect(s.candles.map((c) => c.time)).toEqual([day("2020-01-01"), day("2020-01-02"), day("2020-01-03")]);
    expect(s.skipped).toEqual(
      expect.arrayContaining([
        { reason: "unparsable time", rows: 1 },
        { reason: "no prices", rows: 1 },
        { reason: "price at or below zero", rows: 1 },
      ]),
    );
    expect(s.repaired).toContainEqual({ reason: "sorted by time (rows out of order)", rows: 1 });
  });

  it("widens a high/low that does not hold the open and close, and reports gaps without filling them", () => {
    const text = ["Date,Open,High,Low,Close,Volume", "2020-01-01,10,9,8,11,1", "2020-01-20,11,12,10,11,1"].join("\n");
    const s = parseSeries(text, entry());
    expect(s.candles[0]).toMatchObject({ high: 11, low: 8 });
    expect(s.candles).toHaveLength(2); // the 19-day hole stays a hole
    expect(s.gaps).toMatchObject({ count: 1, largestDays: 19 });
  });

  it("reads headerless semicolon files stamped with the bar's end, and quoted fields with thousands separators", () => {
    const spy = parseSeries(
      "20110301 090100;133.9;134.01;133.9;133.98;3778\n20110301 090200;134;134;134;134;400",
      entry({
        file: "SPY-1m.csv",
        interval: "1m",
        columns: {
          header: null,
          time: "field 1",
          open: "field 2",
          high: "field 3",
          low: "field 4",
          close: "field 5",
          volume: "field 6",
        },
        time_zone: "UTC",
        format_notes: "NinjaTrader minute export, timestamp = bar END time",
      }),
    );
    expect(spy.candles[0].time).toBe(Date.UTC(2011, 2, 1, 9, 0) / 1000);
    const tsla = parseSeries(
      [
        '"date","close","volume","open","high","low"',
        '"2018/10/15","259.59","6,189,026","259.06","263.28","254.53"',
      ].join("\n"),
      entry({
        columns: {
          header: ["date", "close", "volume", "open", "high", "low"],
          time: "date",
          open: "open",
          high: "high",
          low: "low",
          close: "close",
          volume: "volume",
        },
      }),
    );
    expect(tsla.candles[0]).toMatchObject({ time: day("2018-10-15"), open: 259.06, close: 259.59, volume: 6189026 });
  });

  it("turns local wall-clock times into UTC with the zone's daylight rules", () => {
    expect(zonedToUtc(Date.UTC(2019, 10, 5, 9, 30), "America/New_York")).toBe(Date.UTC(2019, 10, 5, 14, 30));
    expect(zonedToUtc(Date.UTC(2019, 6, 5, 9, 30), "America/New_York")).toBe(Date.UTC(2019, 6, 5, 13, 30));
    expect(parseWallTime("2019-10-17 12-AM")?.ms).toBe(Date.UTC(2019, 9, 17, 0));
    expect(parseWallTime("2012-02-01 00:01:00+00:00")).toEqual({ ms: Date.UTC(2012, 1, 1, 0, 1), absolute: true });
  });

  it("drops close-only daily history (weeks of open = high = low = close) before real bars", () => {
    const flat = Array.from({ length: 25 }, (_, i) => `2020-01-${String(i + 1).padStart(2, "0")},5,5,5,5,0`);
    const s = parseSeries(["Date,Open,High,Low,Close,Volume", ...flat, "2020-02-03,5,6,4,5.5,1"].join("\n"), entry());
    expect(s.candles).toHaveLength(1);
    expect(s.skipped).toContainEqual({ reason: "close-only history (no high/low range)", rows: 25 });
  });
});

describe("resample", () => {
  const bars = Array.from({ length: 12 }, (_, i) => ({
    time: Date.UTC(2024, 0, 1, 0, i * 5) / 1000, // 5-minute bars from Monday 00:00
    open: 100 + i,
    high: 101 + i,
    low: 99 + i,
    close: 100.5 + i,
    volume: 1,
  }));
  it("groups bars into coarser buckets (first open, extreme high and low, last close)", () => {
    const m15 = resample(bars, "5m", "15m");
    expect(m15).toHaveLength(4);
    expect(m15[0]).toEqual({ time: bars[0].time, open: 100, high: 103, low: 99, close: 102.5, volume: 3 });
    expect(resample(bars, "5m", "1h")).toHaveLength(1);
  });
  it("never makes finer bars than the file's", () => {
    expect(() => resample(bars, "5m", "1m")).toThrow(/finer/);
  });
  it("serves only closed bars: the hour still running at t is not served", async () => {
    const series = {
      file: "x",
      instrument: { symbol: "X", name: "X", type: "crypto" as const, exchange: "", currency: "USD" },
      interval: "5m" as const,
      candles: bars,
      skipped: [],
      repaired: [],
      gaps: { count: 0, largestDays: 0, largestAt: null },
    };
    const m = createHistoryMarket(series).at(new Date(Date.UTC(2024, 0, 1, 0, 50)));
    const q = { symbol: "X", from: new Date(0), to: new Date(Date.UTC(2030, 0, 1)) };
    expect(await m.candles({ ...q, interval: "1h" })).toHaveLength(0);
    expect(await m.candles({ ...q, interval: "15m" })).toHaveLength(3);
    expect(await m.candles({ ...q, interval: "5m" })).toHaveLength(10);
    const [quote] = await m.quotes(["X"]);
    expect(quote.price).toBe(bars[9].close);
    await expect(m.candles({ ...q, interval: "1m" })).rejects.toThrow(/invented/);
  });
});
