// Which recipe to ship, judged the way an unseen market would judge it: every candidate (model
// form, how its penalty is chosen, how series are weighted) is scored on the same held-out calls,
// whole series held out, and with time blocks, each block scored only by what came before it.
// The shipped recipe is the one whose choices the inner cross-validation makes (./cross-validate.ts);
// this table is the evidence for each piece, printed by `npm run eval:history -- --compare`.
import { FEATURES, predict } from "@/lib/analysis/calibration/model";
import type { CallRecord } from "./evaluate";
import { marketOf } from "./mirror";
import { FEATURE_SETS, FOLDS, fitRecipe, splits, type Protocol } from "./cross-validate";
import { noEdgeGate } from "./honest";

export interface Candidate {
  name: string;
  protocol: Protocol;
  sets: string[][];
}

export const CANDIDATES: Candidate[] = [
  {
    name: "shipped before: base form, leave-series-out",
    protocol: { timeBlocks: 1, weighting: "call" },
    sets: [FEATURES],
  },
  { name: "base form, series weighted", protocol: { timeBlocks: 1, weighting: "series" }, sets: [FEATURES] },
  { name: "base form, time-blocked inner CV", protocol: { timeBlocks: 4, weighting: "call" }, sets: [FEATURES] },
  {
    name: "base form, time-blocked, series weighted",
    protocol: { timeBlocks: 4, weighting: "series" },
    sets: [FEATURES],
  },
  {
    name: "form chosen (adds long call), leave-series-out",
    protocol: { timeBlocks: 1, weighting: "call" },
    sets: FEATURE_SETS,
  },
  { name: "form chosen, time-blocked inner CV", protocol: { timeBlocks: 4, weighting: "call" }, sets: FEATURE_SETS },
  // "A new market in a new period": series and a calendar era held out, purged (./cross-validate.ts).
  {
    name: "base form, era-held-out inner CV",
    protocol: { timeBlocks: 1, weighting: "call", eras: 4 },
    sets: [FEATURES],
  },
  {
    name: "form chosen, era-held-out inner CV",
    protocol: { timeBlocks: 1, weighting: "call", eras: 4 },
    sets: FEATURE_SETS,
  },
];

export interface CandidateScore {
  name: string;
  outerBlocks: number;
  /** Outer calendar eras held out with the series (0: none; see `splits`). */
  outerEras: number;
  n: number;
  logLoss: number; // per call
  seriesLogLoss: number; // mean of each series' own mean: every market counts once
  brier: number;
  /** Won minus shown, points, by the call's direction. */
  gapBuy: number;
  gapSell: number;
  lambdas: number[];
  /** Per outer split, whether the chosen form has the long-call term. */
  longTerm: boolean[];
}

const loss = (p: number, won: boolean) => {
  const q = Math.min(0.999, Math.max(0.001, p / 100));
  return -Math.log(won ? q : 1 - q);
};
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, v) => a + v, 0) / xs.length : 0);
const r4 = (v: number) => Math.round(v * 1e4) / 1e4;
const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Every candidate call scored out of fold (the no-edge gate learnt in the same training folds):
 * outer splits of whole series x `outerBlocks` forward blocks, or with `outerEras` > 1, whole
 * series x calendar eras held out, training purged of the era (every call then scored once).
 */
export function scoreCandidate(calls: CallRecord[], c: Candidate, outerBlocks: number, outerEras = 0): CandidateScore {
  const out: { r: CallRecord; p: number }[] = [];
  const lambdas: number[] = [];
  const longTerm: boolean[] = [];
  for (const s of splits(calls, FOLDS, outerBlocks, outerEras)) {
    if (!s.train.length || !s.test.length) continue;
    const stops = noEdgeGate(s.train);
    const model = fitRecipe(
      s.train.filter((r) => !stops(r)),
      c.protocol,
      c.sets,
    );
    lambdas.push(model.lambda);
    longTerm.push(model.features.includes("long call"));
    for (const r of s.test) out.push({ r, p: predict(model, r.randomWalk ?? r.raw, r.raw, r.direction) });
  }
  const won = (o: { r: CallRecord }) => o.r.status === "win";
  const bySeries = new Map<string, number[]>();
  for (const o of out)
    bySeries.set(marketOf(o.r.file), [...(bySeries.get(marketOf(o.r.file)) ?? []), loss(o.p, won(o))]);
  const gap = (d: "BUY" | "SELL") =>
    r1(mean(out.filter((o) => o.r.direction === d).map((o) => (won(o) ? 100 : 0) - o.p)));
  return {
    name: c.name,
    outerBlocks,
    outerEras,
    n: out.length,
    logLoss: r4(mean(out.map((o) => loss(o.p, won(o))))),
    seriesLogLoss: r4(mean([...bySeries.values()].map(mean))),
    brier: r4(mean(out.map((o) => (o.p / 100 - (won(o) ? 1 : 0)) ** 2))),
    gapBuy: gap("BUY"),
    gapSell: gap("SELL"),
    lambdas,
    longTerm,
  };
}

/** The random walk alone on the same held-out calls, for reference. */
export function randomWalkScore(calls: CallRecord[], outerBlocks: number, outerEras = 0): CandidateScore {
  return scoreCandidate(
    calls,
    { name: "random walk alone", protocol: { timeBlocks: 1, weighting: "call" }, sets: [[]] },
    outerBlocks,
    outerEras,
  );
}
