import { seeded } from "@/tests/helpers/seeded-random";
import {
  blockStarts,
  chooseRecipe,
  crossValidate,
  distinctMoments,
  fitRecipe,
  resolvedBy,
  seriesFolds,
  splits,
  weightedRows,
} from "./cross-validate";
import { crossValidated, reachFloor, unseen } from "./honest";
import { DIRECTION_FEATURES, fitModel, predict } from "@/lib/analysis/calibration/model";
import type { CallRecord } from "./evaluate";

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

  it("gives long calls a term of their own where only they beat the walk, and only there", () => {
    const rand = seeded(5);
    const row = (direction: "BUY" | "SELL", lift: number) => {
      const baseline = 20 + rand() * 20;
      return { baseline, raw: 40, direction, won: rand() < baseline / 100 + lift };
    };
    const drift = Array.from({ length: 3000 }, (_, i) => (i % 2 ? row("BUY", 0.15) : row("SELL", 0)));
    const m = fitModel(drift, 1, DIRECTION_FEATURES);
    expect(predict(m, 30, 40, "BUY") - predict(m, 30, 40, "SELL")).toBeGreaterThan(10);
    // The form is chosen by the inner cross-validation: a long term only as large as holds out of fold.
    const asCalls = (rows: typeof drift) =>
      rows.map((r, i) => ({
        ...records(1, 1)[0],
        file: `S${i % 8}.csv`,
        direction: r.direction,
        randomWalk: r.baseline,
        raw: r.raw,
        status: r.won ? ("win" as const) : ("loss" as const),
      }));
    expect(chooseRecipe(asCalls(drift)).features).toEqual(DIRECTION_FEATURES);
    const none = Array.from({ length: 3000 }, (_, i) => row(i % 2 ? "BUY" : "SELL", 0));
    const flat = fitRecipe(asCalls(none));
    expect(Math.abs(predict(flat, 30, 40, "BUY") - predict(flat, 30, 40, "SELL"))).toBeLessThan(3);
  });

  it("learns what the backtest rate adds where the outcomes show it", () => {
    const m = fitModel(rows, 1);
    expect(m.coef[2]).toBeGreaterThan(0.1);
    expect(predict(m, 30, 65)).toBeGreaterThan(predict(m, 30, 25));
  });
});

describe("time blocks", () => {
  // Over a year of daily swing calls on 10 series: every split's training calls closed before its test block.
  const calls = records(10, 400);

  it("never train a held-out block on calls whose window was still open when the block began", () => {
    const all = splits(calls, 5, 4);
    expect(all).toHaveLength(5 * 3); // the first block has no past: never held out
    for (const s of all) {
      expect(s.train.length).toBeGreaterThan(0);
      const first = Math.min(...s.test.map((r) => r.t));
      expect(Math.max(...s.train.map(resolvedBy))).toBeLessThanOrEqual(first);
      const held = new Set(s.test.map((r) => r.file));
      for (const r of s.train) expect(held.has(r.file)).toBe(false);
    }
  });

  it("score every call after the first block once, and none in it", () => {
    const cv = crossValidate(calls, 5, undefined, { timeBlocks: 4, weighting: "call" });
    const [, second] = blockStarts(calls, 4);
    expect(cv.predicted.size).toBe(calls.filter((r) => r.t >= second).length);
    for (const f of cv.folds) {
      expect(f.trainResolvedBy).toBeLessThanOrEqual(f.testFrom);
      for (const s of f.testSeries) expect(f.trainSeries).not.toContain(s);
    }
  });
});

describe("eras held out (a new market in a new period)", () => {
  // 12 series over a year and a half of daily swing calls, starting at staggered dates.
  const calls = records(12, 300).map((r, i) => ({
    ...r,
    t: r.t + (Number(r.file.slice(1, -4)) % 4) * 30 * 86_400_000 + (i % 3),
  }));
  const eras = 4;
  const all = splits(calls, 5, 1, eras);
  const starts = blockStarts(calls, eras);

  it("make one split per series fold and era, none training on its own series", () => {
    expect(all).toHaveLength(5 * eras);
    for (const s of all) {
      expect(s.test.length).toBeGreaterThan(0);
      expect(s.train.length).toBeGreaterThan(0);
      const held = new Set(s.test.map((r) => r.file));
      expect(s.train.filter((r) => held.has(r.file))).toHaveLength(0);
    }
  });

  it("purge every training call whose window overlaps the held-out era, and train on eras before and after", () => {
    let before = 0;
    let after = 0;
    for (const s of all) {
      const from = starts[s.block];
      const to = starts[s.block + 1] ?? Infinity;
      const inEra = (r: CallRecord) => r.t >= from && r.t < to;
      expect(s.test.filter((r) => !inEra(r))).toHaveLength(0);
      // The era runs from its first moment to the close of its last call's window (any series).
      const closes = Math.max(to, ...calls.filter(inEra).map(resolvedBy));
      expect(s.train.filter((r) => r.t <= closes && resolvedBy(r) >= from)).toHaveLength(0);
      before += s.train.filter((r) => resolvedBy(r) < from).length;
      after += s.train.filter((r) => r.t > closes).length;
    }
    expect(before).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0); // unlike forward blocks, later periods teach earlier ones
  });

  it("test every call exactly once", () => {
    const tested = all.flatMap((s) => s.test);
    expect(tested).toHaveLength(calls.length);
    expect(new Set(tested).size).toBe(calls.length);
    const cv = crossValidate(calls, 5, undefined, { timeBlocks: 1, weighting: "call", eras });
    expect(cv.predicted.size).toBe(calls.length);
  });

  it("leave the default splits unchanged", () => {
    const plain = splits(calls, 5);
    expect(splits(calls, 5, 1, 0)).toEqual(plain);
    expect(splits(calls, 5, 1, 1)).toEqual(plain);
    expect(plain).toHaveLength(5);
  });
});

describe("series weights", () => {
  it("let each series count equally, whatever its number of calls", () => {
    const calls = [...records(1, 300), ...records(3, 10, 2).map((r) => ({ ...r, file: `T${r.file}` }))];
    const rows = weightedRows(calls, "series");
    const per = new Map<string, number>();
    calls.forEach((r, i) => per.set(r.file, (per.get(r.file) ?? 0) + rows[i].weight!));
    for (const w of per.values()) expect(w).toBeCloseTo(calls.length / 4, 6);
    expect(weightedRows(calls, "call").every((r) => r.weight === undefined)).toBe(true);
  });

  it("keep a market with many calls from setting the map for the others", () => {
    // One big series where the random walk under-predicts badly; nine small ones where it is right.
    const rand = seeded(3);
    const row = (file: string, bias: number): CallRecord => {
      const randomWalk = 25;
      const won = rand() < randomWalk / 100 + bias;
      return { ...records(1, 1)[0], file, randomWalk, raw: 40, status: won ? "win" : "loss" };
    };
    const calls = [
      ...Array.from({ length: 2000 }, () => row("BIG.csv", 0.3)),
      ...Array.from({ length: 9 * 100 }, (_, i) => row(`S${i % 9}.csv`, 0)),
    ];
    const byCall = predict(fitModel(weightedRows(calls, "call"), 1), 25, 40);
    const bySeries = predict(fitModel(weightedRows(calls, "series"), 1), 25, 40);
    expect(byCall).toBeGreaterThan(40);
    expect(bySeries).toBeLessThan(33);
  });
});

describe("target out of reach", () => {
  const call = (randomWalk: number, r: number, i: number): CallRecord => ({
    ...records(1, 1)[0],
    file: `S${i % 6}.csv`,
    t: T0 + i * 86_400_000,
    randomWalk,
    r,
    status: r > 0 ? "win" : "loss",
  });

  it("waits below the largest random-walk floor under which the calls lost money", () => {
    // Targets a walk reaches under 10% of the time lost; from 10% up they paid.
    const calls = [
      ...Array.from({ length: 40 }, (_, i) => call(6, i % 10 ? -1 : 2, i)),
      ...Array.from({ length: 200 }, (_, i) => call(12 + (i % 30), 3, i)),
    ];
    expect(reachFloor(calls)).toEqual({ floor: 10, n: 40, expectancyR: -0.7, winRate: 10 });
  });

  it("has no floor where the far targets paid, or were too few to say", () => {
    const paid = Array.from({ length: 60 }, (_, i) => call(4, i % 2 ? -1 : 3, i));
    expect(reachFloor(paid).floor).toBe(0);
    const few = Array.from({ length: 29 }, (_, i) => call(4, -1, i));
    expect(reachFloor(few).floor).toBe(0);
  });
});
