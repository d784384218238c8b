import type { Candle } from "@/lib/providers/market/types";
import { DEFAULT_SUCCESS_PROBABILITY, DEFAULT_WIN_RATE, probabilityFrom, runBacktest } from "./backtest";
import { computeSeries } from "./indicator-series";
import { currentPatterns, detectPatternsAt } from "./patterns";

// A deterministic wavy series: trends up and down so the rules take both sides.
function wave(n: number, seed = 1): Candle[] {
  let s = seed;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const out: Candle[] = [];
  let price = 100;
  for (let i = 0; i < n; i++) {
    const drift = Math.sin(i / 25) * 0.004;
    const open = price;
    const close = open * (1 + drift + (rand() - 0.5) * 0.02);
    out.push({
      time: i * 3600,
      open,
      close,
      high: Math.max(open, close) * (1 + rand() * 0.006),
      low: Math.min(open, close) * (1 - rand() * 0.006),
      volume: 1000 + rand() * 500,
    });
    price = close;
  }
  return out;
}

describe("backtest of the analysis rules", () => {
  const candles = wave(600);
  const series = computeSeries(candles);
  const run = runBacktest({ candles, series, horizon: 16, rewardRisk: 2 });

  it("trades both sides, one trade at a time, and measures what happened", () => {
    expect(run.summary.trades).toBeGreaterThanOrEqual(8);
    expect(run.summary.sufficient).toBe(true);
    expect(new Set(run.trades.map((t) => t.direction)).size).toBe(2);
    for (let k = 1; k < run.trades.length; k++)
      expect(run.trades[k].entryIndex).toBeGreaterThan(run.trades[k - 1].exitIndex);
    const wins = run.trades.filter((t) => t.win).length;
    expect(run.summary.winRate).toBeCloseTo((wins / run.trades.length) * 100, 0);
    expect(run.summary.maxDrawdown).toBeGreaterThanOrEqual(0);
    expect(run.tp1HitRate).not.toBeNull();
    expect(run.tp1HitRate).toBeCloseTo((run.trades.filter((t) => t.reachedTp1).length / run.trades.length) * 100, 0);
    // A trade closed at the stop right away never reached TP1.
    expect(run.trades.filter((t) => t.exitIndex === t.entryIndex + 1 && !t.win).every((t) => !t.reachedTp1)).toBe(true);
  });

  it("never looks ahead: the trades before bar 400 are the same when later bars change", () => {
    const altered = candles.slice(0, 450).concat(wave(150, 99).map((c, i) => ({ ...c, time: (450 + i) * 3600 })));
    const other = runBacktest({ candles: altered, series: computeSeries(altered), horizon: 16, rewardRisk: 2 });
    const early = (r: typeof run) =>
      r.trades.filter((t) => t.exitIndex < 440).map((t) => [t.entryIndex, t.exitIndex, t.exit]);
    expect(early(other)).toEqual(early(run));
  });

  it("falls back to the spec's defaults on short history and says so", () => {
    const short = wave(70);
    const r = runBacktest({ candles: short, series: computeSeries(short), horizon: 16, rewardRisk: 2 });
    expect(r.summary.sufficient).toBe(false);
    expect(r.summary.winRate).toBe(DEFAULT_WIN_RATE);
    expect(probabilityFrom(r, "BUY")).toBe(DEFAULT_SUCCESS_PROBABILITY);
    expect(probabilityFrom(run, "BUY")).not.toBe(DEFAULT_SUCCESS_PROBABILITY);
  });
});

describe("patterns", () => {
  it("finds a breakout above the 20-bar high and rates it on this history", () => {
    const flat: Candle[] = Array.from({ length: 80 }, (_, i) => ({
      time: i,
      open: 100,
      close: 100 + (i % 2 ? 0.5 : -0.5),
      high: 101,
      low: 99,
      volume: 1000,
    }));
    flat.push({ time: 80, open: 100, close: 104, high: 104.2, low: 99.8, volume: 3000 });
    const s = computeSeries(flat);
    const hits = detectPatternsAt(flat, s, 80);
    expect(hits.map((h) => h.type)).toContain("breakout");
    const current = currentPatterns(flat, s, 10);
    const breakout = current.find((p) => p.type === "breakout")!;
    expect(breakout.direction).toBe("BULLISH");
    expect(breakout.targetPrice).toBeGreaterThan(104);
    expect(breakout.historicalSuccessRate).toBeNull(); // never happened before on this series
  });
});
