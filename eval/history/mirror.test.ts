import { marketOf, mirrorSeries, MIRROR_SUFFIX } from "./mirror";
import { seriesFolds, crossValidate } from "./cross-validate";
import { edgeStat } from "./edge-report";
import type { HistorySeries } from "./loader";
import type { CallRecord } from "./evaluate";
import { testCall } from "./test-call";

const series: HistorySeries = {
  file: "UP.csv",
  instrument: {
    symbol: "UP",
    name: "Up Inc",
    type: "stock",
    currency: "USD",
    exchange: "NYSE",
  } as HistorySeries["instrument"],
  interval: "1d",
  candles: [
    { time: 0, open: 100, high: 104, low: 98, close: 102, volume: 10 },
    { time: 86_400, open: 102, high: 110, low: 101, close: 108, volume: 20 },
    { time: 172_800, open: 108, high: 121, low: 107, close: 120, volume: 30 },
  ],
  skipped: [],
  repaired: [],
  gaps: { count: 0, largestDays: 0, largestAt: null },
};

describe("a mirrored series", () => {
  const m = mirrorSeries(series);

  it("turns every move around with the same size in log terms, volume and times unchanged", () => {
    expect(m.file).toBe(`UP.csv${MIRROR_SUFFIX}`);
    for (let i = 1; i < series.candles.length; i++) {
      const up = Math.log(series.candles[i].close / series.candles[i - 1].close);
      const down = Math.log(m.candles[i].close / m.candles[i - 1].close);
      expect(down).toBeCloseTo(-up, 12);
    }
    expect(m.candles.map((c) => [c.time, c.volume])).toEqual(series.candles.map((c) => [c.time, c.volume]));
  });

  it("keeps a valid bar (the old low is the new high) and the series' own price range", () => {
    for (const c of m.candles) {
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
    }
    const closes = (s: HistorySeries) => s.candles.map((c) => c.close);
    const geo = (v: number[]) => Math.exp(v.reduce((a, x) => a + Math.log(x), 0) / v.length);
    expect(geo(closes(m))).toBeCloseTo(geo(closes(series)), 8);
    expect(series.candles[0].close).toBeGreaterThan(series.candles[2].close / 1.3);
  });

  it("belongs to the market it mirrors", () => {
    expect(marketOf(m.file)).toBe("UP.csv");
    expect(marketOf("UP.csv")).toBe("UP.csv");
  });
});

const call = (file: string, i: number, won: boolean): CallRecord =>
  testCall(file, i, {
    direction: i % 2 ? "BUY" : "SELL",
    status: won ? "win" : "loss",
    r: won ? 2 : -1,
    pct: 0,
    longStatus: won ? "win" : "loss",
  });

describe("folds with mirrored series", () => {
  const files = ["a", "b", "c", "d", "e", "f"].flatMap((f) => [`${f}.csv`, `${f}.csv${MIRROR_SUFFIX}`]);

  it("put a mirror in its market's fold, so no fold trains on the mirror of a series it is tested on", () => {
    const folds = seriesFolds(files, 3);
    for (const f of files) expect(folds.get(f)).toBe(folds.get(marketOf(f)));
    const calls = files.flatMap((f) => Array.from({ length: 20 }, (_, i) => call(f, i, i % 3 === 0)));
    const cv = crossValidate(calls, 3);
    for (const fold of cv.folds) {
      const trained = new Set(fold.trainSeries.map(marketOf));
      for (const s of fold.testSeries) expect(trained.has(marketOf(s))).toBe(false);
    }
  });

  it("resample a market and its mirror together when the interval is drawn", () => {
    const calls = files.flatMap((f) => Array.from({ length: 10 }, (_, i) => call(f, i, f.startsWith("a"))));
    const pooled = edgeStat(calls);
    expect(pooled.n).toBe(calls.length);
    // Counted as twelve independent markets, the interval would be narrower than six allow.
    const asTwelve = edgeStat(calls.map((r) => ({ ...r, file: r.file.replace(MIRROR_SUFFIX, "-copy.csv") })));
    expect(asTwelve.r).toBeCloseTo(pooled.r, 10);
    expect(pooled.hi - pooled.lo).toBeGreaterThan(1.2 * (asTwelve.hi - asTwelve.lo));
  });
});
