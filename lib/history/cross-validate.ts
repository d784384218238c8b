// An evaluation that cannot fool itself: one record per moment (series, bar and style), folds that
// hold out whole series, and every choice (the model's penalty, the no-edge cells) made inside the
// training folds only. Pure, so Jest runs it on a slice.
import { fitModel, logLoss, predict, type BaselineModel, type ModelRow } from "@/lib/analysis/calibration/model";
import type { CallRecord } from "./evaluate";

/** Penalties tried; the largest is, in effect, the random walk unchanged. */
export const LAMBDAS = [1, 10, 100, 1000, 1e6];
export const FOLDS = 5;
const INNER_FOLDS = 4;

const momentKey = (r: CallRecord) => `${r.file}|${r.style}|${r.t}`;

/**
 * One record per series, bar and style: points that fall in a closed-market gap land on the same
 * bar and would count one moment several times. The first is kept (they are the same analysis).
 */
export function distinctMoments(records: CallRecord[]): { kept: CallRecord[]; dropped: number } {
  const seen = new Set<string>();
  const kept = records.filter((r) => {
    const k = momentKey(r);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { kept, dropped: records.length - kept.length };
}

/** Series to folds: sorted names dealt round-robin, so every series lands in exactly one fold. */
export function seriesFolds(files: string[], folds: number): Map<string, number> {
  const names = [...new Set(files)].sort();
  return new Map(names.map((f, i) => [f, i % Math.max(1, Math.min(folds, names.length))]));
}

export const modelRow = (r: CallRecord): ModelRow => ({
  baseline: r.randomWalk ?? r.raw,
  raw: r.raw,
  won: r.status === "win",
});

/** The penalty with the lowest log loss over leave-series-out folds of `rows` (ties: the larger). */
export function choosePenalty(rows: CallRecord[], folds = INNER_FOLDS): number {
  const fold = seriesFolds(
    rows.map((r) => r.file),
    folds,
  );
  const k = new Set(fold.values()).size;
  if (k < 2) return LAMBDAS[LAMBDAS.length - 1];
  let best = LAMBDAS[LAMBDAS.length - 1];
  let bestLoss = Infinity;
  for (const lambda of [...LAMBDAS].reverse()) {
    let loss = 0;
    for (let f = 0; f < k; f++) {
      const train = rows.filter((r) => fold.get(r.file) !== f).map(modelRow);
      const test = rows.filter((r) => fold.get(r.file) === f).map(modelRow);
      loss += logLoss(test, fitModel(train, lambda)) * test.length;
    }
    if (loss < bestLoss - 1e-9) {
      bestLoss = loss;
      best = lambda;
    }
  }
  return best;
}

/** The recipe the product ships: the penalty chosen by cross-validation, then fitted on all rows. */
export function fitRecipe(calls: CallRecord[]): BaselineModel {
  return fitModel(calls.map(modelRow), choosePenalty(calls));
}

export interface FoldResult {
  fold: number;
  trainSeries: string[];
  testSeries: string[];
  model: BaselineModel;
}

/** From a fold's training calls, which calls the product would not offer (its no-edge cells). */
export type GateOf = (train: CallRecord[]) => (r: CallRecord) => boolean;

/**
 * Out-of-fold probabilities for every call: each fold's calls are scored by a model (penalty chosen
 * by an inner cross-validation) fitted on the other folds' series only. With `gateOf`, the
 * training folds also decide which calls wait; the model is fitted on the training calls that
 * would still be offered, and the held-out calls the gate stops are returned in `gated`.
 */
export function crossValidate(
  calls: CallRecord[],
  folds = FOLDS,
  gateOf?: GateOf,
): { predicted: Map<CallRecord, number>; gated: Set<CallRecord>; folds: FoldResult[] } {
  const fold = seriesFolds(
    calls.map((r) => r.file),
    folds,
  );
  const predicted = new Map<CallRecord, number>();
  const gated = new Set<CallRecord>();
  const results: FoldResult[] = [];
  const k = new Set(fold.values()).size;
  for (let f = 0; f < k; f++) {
    const train = calls.filter((r) => fold.get(r.file) !== f);
    const test = calls.filter((r) => fold.get(r.file) === f);
    const stops = gateOf ? gateOf(train) : () => false;
    const model = fitRecipe(train.filter((r) => !stops(r)));
    for (const r of test) {
      predicted.set(r, predict(model, r.randomWalk ?? r.raw, r.raw));
      if (stops(r)) gated.add(r);
    }
    results.push({
      fold: f,
      trainSeries: [...new Set(train.map((r) => r.file))],
      testSeries: [...new Set(test.map((r) => r.file))],
      model,
    });
  }
  return { predicted, gated, folds: results };
}
