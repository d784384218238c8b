import { crossValidate, distinctMoments, seriesFolds } from "./cross-validate";
import { crossValidated, unseen } from "./honest";
import { fitModel, predict } from "@/lib/analysis/calibration/model";
import { seeded, type CallRecord } from "./evaluate";

const T0 = Date.UTC(2020, 0, 6);

/** Synthetic calls whose outcome follows the random walk's figure, nudged by the backtest rate. */
function records(series: number, perSeries: number, seed = 1): CallRecord[] {
  const rand = seeded(seed);
  const out: CallRecord[] = [];
  for (let s = 0; s < series; s++)
    for (let i = 0; i < perSeries; i++) {
      const randomWalk = 20 + rand() * 30;
      const raw = 20 + rand() * 50;
      const p = Math.min(0.95, randomWalk / 100 + (raw - 45) / 400);
      const won = rand() < p;
      out.push({
        file: `S${s}.csv`,
        symbol: `S${s}`,
        assetClass: ["stock", "forex", "crypto"][s % 3],
        dataInterval: "1d",
        style: "swing",
        resolvedOn: "1d",
        t: T0 + i * 86_400_000,
        half: "train",
        recommendation: "BUY",
        direction: "BUY",
        raw,
        randomWalk,
        sufficient: true,
        badge: "MODERATE",
        rewardRisk: 5,
        status: won ? "win" : "loss",
        r: won ? 3 : -1,
        pct: won ? 3 : -1,
        longStatus: won ? "win" : "loss",
      });
    }
  return out;
}

describe("distinct moments", () => {
  it("keeps one record per series, bar and style, before anything is counted", () => {
    const base = records(2, 3);
    const dup = { ...base[0], raw: base[0].raw + 1 }; // a point that fell on the same bar again
    const otherStyle = { ...base[0], style: "position" as const };
    const { kept, dropped } = distinctMoments([...base, dup, otherStyle]);
    expect(dropped).toBe(1);
    expect(kept).toHaveLength(base.length + 1);
    expect(kept).not.toContain(dup);
    // The scores count each moment once.
    const withDup = crossValidated([...records(10, 40), ...records(10, 40)], 5);
    expect(withDup.scores.n).toBe(crossValidated(records(10, 40), 5).scores.n);
    expect(unseen([...base, dup], null).dropped).toBe(1);
  });
});

describe("leave-series-out folds", () => {
  it("put every series in exactly one fold", () => {
    const folds = seriesFolds(["b", "a", "c", "a", "d", "e", "f"], 3);
    expect([...folds.keys()].sort()).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(new Set(folds.values())).toEqual(new Set([0, 1, 2]));
  });

  it("never let a fold see its own series, and score every call once", () => {
    const calls = records(12, 30);
    const cv = crossValidate(calls, 5);
    expect(cv.folds).toHaveLength(5);
    for (const f of cv.folds) {
      expect(f.testSeries.length).toBeGreaterThan(0);
      for (const s of f.testSeries) expect(f.trainSeries).not.toContain(s);
    }
    const tested = cv.folds.flatMap((f) => f.testSeries);
    expect(new Set(tested).size).toBe(12);
    expect(tested).toHaveLength(12);
    expect(cv.predicted.size).toBe(calls.length);
  });
});

describe("the model from the random walk", () => {
  const rows = records(20, 100).map((r) => ({ baseline: r.randomWalk!, raw: r.raw, won: r.status === "win" }));

  it("is the random walk itself under a large penalty", () => {
    const m = fitModel(rows, 1e9);
    expect(predict(m, 31, 60)).toBeCloseTo(31, 0);
  });

  it("learns what the backtest rate adds where the outcomes show it", () => {
    const m = fitModel(rows, 1);
    expect(m.coef[2]).toBeGreaterThan(0.1);
    expect(predict(m, 30, 65)).toBeGreaterThan(predict(m, 30, 25));
  });
});
