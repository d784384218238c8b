import type { Candle } from "@/lib/providers/market/types";
import { CHART_MAX_BARS, chartWindow } from "./chart-window";
import { formatDuration } from "./trade-types";

const bars = (n: number): Candle[] =>
  Array.from({ length: n }, (_, k) => ({
    time: k * 60,
    open: 100 + k,
    high: 101 + k,
    low: 99 + k,
    close: 100.5 + k,
    volume: 10,
  }));

describe("chartWindow", () => {
  it("shows 30 bars of context before the entry and 10 after the exit", () => {
    const out = chartWindow(bars(200), 100 * 60, 120 * 60);
    expect(out[0].time).toBe(70 * 60);
    expect(out[out.length - 1].time).toBe(130 * 60);
  });

  it("merges a long replay into at most CHART_MAX_BARS bars without losing the extremes", () => {
    const all = bars(5000);
    const out = chartWindow(all, 0, null);
    expect(out.length).toBeLessThanOrEqual(CHART_MAX_BARS);
    expect(Math.max(...out.map((c) => c.high))).toBe(Math.max(...all.map((c) => c.high)));
    expect(Math.min(...out.map((c) => c.low))).toBe(99);
    expect(out.reduce((s, c) => s + c.volume, 0)).toBe(50_000);
  });
});

describe("formatDuration", () => {
  it.each([
    [1, "1 minute"],
    [45, "45 minutes"],
    [60, "1 hour"],
    [135, "2h 15m"],
    [1440, "1 day"],
    [4 * 1440 + 180, "4 days 3h"],
  ])("%d minutes reads %s", (minutes, text) => expect(formatDuration(minutes)).toBe(text));
});
