// The evaluation's arithmetic over resolved calls: fit the calibration on the first halves, judge
// it on the second halves, and the tables the report prints. Pure, so Jest runs it on a slice.
import {
  plattKnots,
  applyKnots,
  brier,
  ece,
  fitIsotonic,
  reliability,
  winRate,
  type Bin,
  type Knots,
} from "@/lib/analysis/calibration/fit";
import type { CalibrationTable, EdgeCell } from "@/lib/analysis/calibration/apply";
import type { CallRecord } from "./evaluate";

/** A class needs this many first-half calls for a map of its own; else it uses the pooled one. */
export const MIN_CLASS_CALLS = 300;

export const isCall = (r: CallRecord) => r.recommendation === "BUY" || r.recommendation === "SELL";
const won = (r: CallRecord) => r.status === "win";

/**
 * The product's map: Platt scaling pooled over every class. Maps per asset class (isotonic, for
 * classes with >= MIN_CLASS_CALLS first-half calls) are fitted too and reported beside it: on the
 * recorded history they did not hold on the second halves (class base rates drift between decades),
 * so the data does not support them yet.
 */
export function fitKnots(train: CallRecord[]): Record<string, Knots> {
  const calls = train.filter((r) => isCall(r) && r.sufficient);
  return { all: plattKnots(calls.map((r) => ({ p: r.raw, won: won(r) }))) };
}

export function fitClassKnots(train: CallRecord[]): Record<string, Knots> {
  const calls = train.filter((r) => isCall(r) && r.sufficient);
  const knots: Record<string, Knots> = { all: fitIsotonic(calls.map((r) => ({ p: r.raw, won: won(r) }))) };
  for (const cls of new Set(calls.map((r) => r.assetClass))) {
    const own = calls.filter((r) => r.assetClass === cls);
    if (own.length >= MIN_CLASS_CALLS) knots[cls] = fitIsotonic(own.map((r) => ({ p: r.raw, won: won(r) })));
  }
  return knots;
}

export const calibrated = (knots: Record<string, Knots>, r: CallRecord) =>
  applyKnots(knots[r.assetClass] ?? knots.all, r.raw);

export interface Group {
  key: string;
  n: number;
  wins: number;
  winRate: number;
  shown: number; // mean probability shown
  expectancyR: number;
  expectancyPct: number;
  longWinRate: number; // always-long baseline, same distances and window
}

export function group(key: string, rows: CallRecord[], shownOf: (r: CallRecord) => number): Group {
  const n = rows.length;
  const mean = (f: (r: CallRecord) => number) => (n ? rows.reduce((s, r) => s + f(r), 0) / n : 0);
  const decidedLong = rows.filter((r) => r.longStatus !== "open");
  return {
    key,
    n,
    wins: rows.filter(won).length,
    winRate: winRate(rows.map((r) => ({ won: won(r) }))),
    shown: Math.round(mean(shownOf) * 10) / 10,
    expectancyR: Math.round(mean((r) => r.r) * 100) / 100,
    expectancyPct: Math.round(mean((r) => r.pct) * 100) / 100,
    longWinRate: winRate(decidedLong.map((r) => ({ won: r.longStatus === "win" }))),
  };
}

export function groupBy(rows: CallRecord[], keyOf: (r: CallRecord) => string, shownOf: (r: CallRecord) => number) {
  const keys = [...new Set(rows.map(keyOf))].sort();
  return keys.map((k) =>
    group(
      k,
      rows.filter((r) => keyOf(r) === k),
      shownOf,
    ),
  );
}

export interface Scores {
  n: number;
  ece: number;
  brier: number;
  baseRate: number;
  baseRateBrier: number;
  bins: Bin[];
}

export function scores(rows: CallRecord[], shownOf: (r: CallRecord) => number): Scores {
  const data = rows.map((r) => ({ p: shownOf(r), won: won(r) }));
  const base = winRate(data);
  return {
    n: data.length,
    ece: ece(data),
    brier: brier(data),
    baseRate: base,
    baseRateBrier: brier(data, base),
    bins: reliability(data),
  };
}

export interface Evaluation {
  knots: Record<string, Knots>;
  before: Scores; // held-out calls, raw probability
  after: Scores; // held-out calls, calibrated with the first halves' map
  perClass: Scores; // the per-class isotonic alternative, for the record
  edge: Record<string, Record<string, EdgeCell>>; // held-out, per class and style
  trainEdge: Record<string, Record<string, EdgeCell>>;
  gated: { kept: Group; waited: Group }; // held-out calls kept / turned to WAIT by the first halves' edge
  calls: CallRecord[];
  setups: CallRecord[]; // WAIT / AVOID
}

function edgeTable(rows: CallRecord[]): Record<string, Record<string, EdgeCell>> {
  const out: Record<string, Record<string, EdgeCell>> = {};
  for (const r of rows) (out[r.assetClass] ??= {})[r.style] ??= { n: 0, expectancyR: 0, winRate: 0 };
  for (const [cls, styles] of Object.entries(out))
    for (const style of Object.keys(styles)) {
      const g = group(
        "",
        rows.filter((r) => r.assetClass === cls && r.style === style),
        () => 0,
      );
      styles[style] = { n: g.n, expectancyR: g.expectancyR, winRate: g.winRate };
    }
  return out;
}

export function evaluate(records: CallRecord[]): Evaluation {
  const train = records.filter((r) => r.half === "train");
  const test = records.filter((r) => r.half === "test");
  const knots = fitKnots(train);
  const classKnots = fitClassKnots(train);
  const testCalls = test.filter((r) => isCall(r) && r.sufficient);
  const trainEdge = edgeTable(train.filter((r) => isCall(r) && r.sufficient));
  const noEdge = (r: CallRecord) => {
    const c = trainEdge[r.assetClass]?.[r.style];
    return !!c && c.n >= 30 && c.expectancyR <= 0;
  };
  const cal = (r: CallRecord) => calibrated(knots, r);
  return {
    knots,
    before: scores(testCalls, (r) => r.raw),
    after: scores(testCalls, cal),
    perClass: scores(testCalls, (r) => calibrated(classKnots, r)),
    edge: edgeTable(testCalls),
    trainEdge,
    gated: {
      kept: group(
        "kept",
        testCalls.filter((r) => !noEdge(r)),
        cal,
      ),
      waited: group("turned to WAIT", testCalls.filter(noEdge), cal),
    },
    calls: testCalls,
    setups: test.filter((r) => !isCall(r)),
  };
}

/** The table the product reads (lib/analysis/calibration/table.json). */
export function tableOf(e: Evaluation, records: CallRecord[], command: string, now: Date): CalibrationTable {
  const times = records.map((r) => r.t);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const testTimes = e.calls.map((r) => r.t);
  return {
    fittedAt: now.toISOString(),
    method:
      "Platt scaling (logistic on the logit of the raw backtest probability), pooled over asset classes: per-class isotonic maps did not hold on the held-out halves",
    source: {
      series: new Set(records.map((r) => r.file)).size,
      calls: records.filter(isCall).length,
      trainCalls: records.filter((r) => r.half === "train" && isCall(r)).length,
      heldOutCalls: e.calls.length,
      from: iso(Math.min(...times)),
      to: iso(Math.max(...times)),
      command,
    },
    heldOut: {
      ece: e.after.ece,
      brier: e.after.brier,
      baseRateBrier: e.after.baseRateBrier,
      before: { ece: e.before.ece, brier: e.before.brier },
    },
    knots: e.knots,
    edge: e.edge,
    evidence: { bins: e.after.bins, from: iso(Math.min(...testTimes)), to: iso(Math.max(...testTimes)) },
  };
}
