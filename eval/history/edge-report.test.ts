import { edgeLine, edgeStat, edgeTable } from "./edge-report";
import { crossValidateComponents } from "./components";
import { seriesSpread } from "./honest";
import type { CallRecord } from "./evaluate";
import { testCall } from "./test-call";

const base = (file: string, i: number, over: Partial<CallRecord>): CallRecord =>
  testCall(file, i, {
    recommendation: "SELL",
    direction: "SELL",
    longStatus: "win",
    longR: 1.25,
    oppositeStatus: "win",
    oppositeR: 1.25,
    ...over,
  });

describe("edge report", () => {
  it("scores the calls against always-long, the other direction and the WAIT setups", () => {
    const calls = [0, 1, 2, 3].map((i) => base(`S${i % 2}`, i, {}));
    const waits = [base("S0", 9, { recommendation: "WAIT", status: "win", r: 1.25 })];
    const [all] = edgeTable(calls, waits);
    expect(all.calls).toMatchObject({ n: 4, winRate: 0, r: -1 });
    expect(all.alwaysLong).toMatchObject({ n: 4, winRate: 100, r: 1.25 });
    expect(all.opposite.r).toBe(1.25);
    expect(all.waitSetups).toMatchObject({ n: 1, r: 1.25 });
    expect(edgeLine(all)).toBe(
      "edge: -1.00 R per call over 4 unseen calls (90% -1.00 to -1.00), always-long 1.25 R, WAIT setups 1.25 R",
    );
  });

  it("resamples whole series: one series' result moves the interval as a block", () => {
    const rows = [
      ...Array.from({ length: 50 }, (_, i) => base("A", i, { r: 2, status: "win" })),
      ...Array.from({ length: 50 }, (_, i) => base("B", i, { r: -1 })),
    ];
    const s = edgeStat(rows);
    expect(s.r).toBe(0.5);
    // With two series the resampled means are 2, 0.5 or -1: nothing in between.
    expect(s.lo).toBe(-1);
    expect(s.hi).toBe(2);
  });
});

describe("direction checks", () => {
  it("ships nothing when the pieces chosen inside the folds do not lift the held-out calls", () => {
    // Momentum agrees on half the calls; wins are spread evenly, so no piece truly helps.
    const calls = Array.from({ length: 200 }, (_, i) =>
      base(`S${i % 10}`, i, {
        status: i % 3 === 0 ? "win" : "loss",
        r: i % 3 === 0 ? 2 : -1,
        features: {
          trend: 0,
          higherTrend: 0,
          efficiency: 0.5,
          structure: 0,
          momentum: i % 2 ? -1 : 1,
          macd: 0,
          stopAtr: 2,
          gapAtr: 0,
        },
      }),
    );
    const cv = crossValidateComponents(calls);
    expect(cv.shipped).toEqual([]);
    expect(cv.evidence.map((e) => e.name)).toContain("momentum agrees");
  });
});

describe("series spread", () => {
  it("gives the 10th to 90th percentile of held-out markets' won minus shown", () => {
    const shown = Array.from({ length: 10 }, (_, s) =>
      Array.from({ length: 10 }, (_, i) => ({
        record: base(`S${s}`, i, { status: i < s ? "win" : "loss" }),
        p: 30,
      })),
    ).flat();
    // Series s won s of 10: gaps -30, -20, ..., +60 points.
    expect(seriesSpread(shown)).toEqual({ lo: -20, hi: 60, series: 10 });
  });
});
