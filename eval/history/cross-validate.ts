// An evaluation that cannot fool itself: one record per moment (series, bar and style), folds that
// hold out whole series, and every choice (the model's penalty, the no-edge cells) made inside the
// training folds only. Pure, so Jest runs it on a slice.
import {
  DIRECTION_FEATURES,
  FEATURES,
  fitModel,
  logLoss,
  predict,
  type BaselineModel,
  type ModelRow,
} from "@/lib/analysis/calibration/model";
import { windowFor } from "@/lib/outcome-rules/windows";
import { DAY_MS } from "@/lib/time";
import type { CallRecord } from "./evaluate";
import { marketOf } from "./mirror";

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

/**
 * Series to folds: the recorded markets' sorted names dealt round-robin, so every market lands in
 * exactly one fold, its mirror image (./mirror.ts) in the same one as the market itself.
 */
export function seriesFolds(files: string[], folds: number): Map<string, number> {
  const markets = [...new Set(files.map(marketOf))].sort();
  const count = Math.max(1, Math.min(folds, markets.length));
  const foldOf = new Map(markets.map((m, i) => [m, i % count]));
  return new Map([...new Set(files)].map((f) => [f, foldOf.get(marketOf(f))!]));
}

export const modelRow = (r: CallRecord): ModelRow => ({
  baseline: r.randomWalk ?? r.raw,
  raw: r.raw,
  direction: r.direction,
  won: r.status === "win",
});

/** The model forms the inner cross-validation chooses between, simplest first (ties keep it). */
export const FEATURE_SETS = [FEATURES, DIRECTION_FEATURES];

/**
 * How a recipe is judged and chosen. `timeBlocks` > 1 cuts the calls' span into that many blocks
 * of equal calls and scores block b only with a model fitted on other series' calls whose window
 * had closed before b began (forward chaining: nothing is learnt from the future; the first block
 * is never scored). `weighting: "series"` makes every series count equally in the fit and the
 * loss, so a few markets with many calls do not set the map for all. `eras` > 1 judges "a new
 * market in a new period" instead (and then `timeBlocks` is not used): the calls' span is cut into
 * that many calendar eras of equal calls, and every era of every series fold is scored by a model
 * fitted on the other folds' calls from the OTHER eras, before and after it, with every training
 * call whose outcome window overlaps the held-out era's own (from its start to the close of its
 * last call's window) purged (combinatorial purged CV). Every call is scored once.
 */
export interface Protocol {
  timeBlocks: number;
  weighting: "call" | "series";
  eras?: number;
}
export const LEAVE_SERIES_OUT: Protocol = { timeBlocks: 1, weighting: "call" };
/** The stricter report: whole series held out and forward time blocks. */
export const TIME_BLOCKED: Protocol = { timeBlocks: 4, weighting: "call" };

/** The moment a call's outcome is known at the latest: its window plus the walk's slack. */
export const resolvedBy = (r: CallRecord) => r.t + (windowFor(r.style).days + 10) * DAY_MS;

/** Start times of `blocks` blocks holding equal shares of the calls (the first starts at -Infinity). */
export function blockStarts(calls: CallRecord[], blocks: number): number[] {
  const ts = calls.map((r) => r.t).sort((a, b) => a - b);
  const starts = [-Infinity];
  for (let b = 1; b < blocks; b++) starts.push(ts[Math.floor((b * ts.length) / blocks)] ?? Infinity);
  return starts;
}

export interface Split {
  fold: number;
  block: number;
  train: CallRecord[];
  test: CallRecord[];
}

/**
 * The training and held-out calls of each split: whole series held out (`folds` of them), and with
 * time blocks, each held-out block trained only on what was known before it. With `eras` > 1
 * (`timeBlocks` then unused), each series fold's calls in each calendar era are held out and
 * trained on the other folds' calls outside the era, purged of every call whose window
 * [t, resolvedBy] overlaps the era's [start, close of its last call's window]; `block` is the era.
 */
export function splits(calls: CallRecord[], folds: number, timeBlocks = 1, eras = 0): Split[] {
  const fold = seriesFolds(
    calls.map((r) => r.file),
    folds,
  );
  const k = new Set(fold.values()).size;
  const out: Split[] = [];
  if (eras > 1) {
    const starts = blockStarts(calls, eras);
    for (let e = 0; e < starts.length; e++) {
      const from = starts[e];
      const to = starts[e + 1] ?? Infinity;
      const inEra = (r: CallRecord) => r.t >= from && r.t < to;
      // The era's outcomes are known only when its last call's window has closed.
      const closes = calls.reduce((m, r) => (inEra(r) ? Math.max(m, resolvedBy(r)) : m), to);
      const overlaps = (r: CallRecord) => r.t <= closes && resolvedBy(r) >= from;
      for (let f = 0; f < k; f++)
        out.push({
          fold: f,
          block: e,
          train: calls.filter((r) => fold.get(r.file) !== f && !overlaps(r)),
          test: calls.filter((r) => fold.get(r.file) === f && inEra(r)),
        });
    }
    return out;
  }
  if (timeBlocks <= 1) {
    for (let f = 0; f < k; f++)
      out.push({
        fold: f,
        block: 0,
        train: calls.filter((r) => fold.get(r.file) !== f),
        test: calls.filter((r) => fold.get(r.file) === f),
      });
    return out;
  }
  const starts = blockStarts(calls, timeBlocks);
  for (let f = 0; f < k; f++)
    for (let b = 1; b < starts.length; b++) {
      const from = starts[b];
      const to = starts[b + 1] ?? Infinity;
      out.push({
        fold: f,
        block: b,
        train: calls.filter((r) => fold.get(r.file) !== f && resolvedBy(r) <= from),
        test: calls.filter((r) => fold.get(r.file) === f && r.t >= from && r.t < to),
      });
    }
  return out;
}

/** Model rows, weighted so each series counts equally (their weights still sum to the calls). */
export function weightedRows(rows: CallRecord[], weighting: Protocol["weighting"]): ModelRow[] {
  if (weighting === "call") return rows.map(modelRow);
  const per = new Map<string, number>();
  for (const r of rows) per.set(marketOf(r.file), (per.get(marketOf(r.file)) ?? 0) + 1);
  const each = rows.length / Math.max(1, per.size);
  return rows.map((r) => ({ ...modelRow(r), weight: each / per.get(marketOf(r.file))! }));
}

/**
 * The model form and penalty with the lowest log loss over the protocol's inner splits of `rows`
 * (ties: the simpler form, the larger penalty).
 */
export function chooseRecipe(
  rows: CallRecord[],
  folds = INNER_FOLDS,
  protocol = LEAVE_SERIES_OUT,
  sets: string[][] = FEATURE_SETS,
): { features: string[]; lambda: number } {
  const fallback = { features: sets[0], lambda: LAMBDAS[LAMBDAS.length - 1] };
  const inner = splits(rows, folds, protocol.timeBlocks, protocol.eras).filter((s) => s.train.length && s.test.length);
  if (new Set(rows.map((r) => marketOf(r.file))).size < 2 || !inner.length) return fallback;
  // The held-out calls' weights are set over all of them, so each series counts once in the loss.
  const all = weightedRows(rows, protocol.weighting);
  const weightOf = new Map(rows.map((r, i) => [r, all[i].weight ?? 1] as const));
  let best = fallback;
  let bestLoss = Infinity;
  for (const features of sets)
    for (const lambda of [...LAMBDAS].reverse()) {
      let loss = 0;
      for (const s of inner) {
        const model = fitModel(weightedRows(s.train, protocol.weighting), lambda, features);
        const test = s.test.map((r) => ({ ...modelRow(r), weight: weightOf.get(r) }));
        loss += logLoss(test, model) * test.reduce((a, r) => a + (r.weight ?? 1), 0);
      }
      if (loss < bestLoss - 1e-9) {
        bestLoss = loss;
        best = { features, lambda };
      }
    }
  return best;
}

/** The recipe the product ships: form and penalty chosen by cross-validation, then fitted on all rows. */
export function fitRecipe(
  calls: CallRecord[],
  protocol = LEAVE_SERIES_OUT,
  sets: string[][] = FEATURE_SETS,
): BaselineModel {
  const { features, lambda } = chooseRecipe(calls, INNER_FOLDS, protocol, sets);
  return fitModel(weightedRows(calls, protocol.weighting), lambda, features);
}

export interface FoldResult {
  fold: number;
  block: number;
  trainSeries: string[];
  testSeries: string[];
  /** The latest moment a training call's window closed, and the first held-out moment. */
  trainResolvedBy: number;
  testFrom: number;
  model: BaselineModel;
}

/** From a fold's training calls, which calls the product would not offer (its no-edge cells). */
export type GateOf = (train: CallRecord[]) => (r: CallRecord) => boolean;

/**
 * Out-of-fold probabilities: each held-out call is scored by a model (penalty chosen by an inner
 * cross-validation of the same protocol) fitted on its split's training calls only. With
 * `gateOf`, the training calls also decide which calls wait; the model is fitted on the training
 * calls that would still be offered, and the held-out calls the gate stops are returned in
 * `gated`. With time blocks the first block is not scored (nothing came before it).
 */
export function crossValidate(
  calls: CallRecord[],
  folds = FOLDS,
  gateOf?: GateOf,
  protocol = LEAVE_SERIES_OUT,
): { predicted: Map<CallRecord, number>; gated: Set<CallRecord>; folds: FoldResult[] } {
  const predicted = new Map<CallRecord, number>();
  const gated = new Set<CallRecord>();
  const results: FoldResult[] = [];
  for (const s of splits(calls, folds, protocol.timeBlocks, protocol.eras)) {
    if (!s.test.length || !s.train.length) continue;
    const stops = gateOf ? gateOf(s.train) : () => false;
    const model = fitRecipe(
      s.train.filter((r) => !stops(r)),
      protocol,
    );
    for (const r of s.test) {
      predicted.set(r, predict(model, r.randomWalk ?? r.raw, r.raw, r.direction));
      if (stops(r)) gated.add(r);
    }
    results.push({
      fold: s.fold,
      block: s.block,
      trainSeries: [...new Set(s.train.map((r) => r.file))],
      testSeries: [...new Set(s.test.map((r) => r.file))],
      trainResolvedBy: Math.max(...s.train.map(resolvedBy)),
      testFrom: Math.min(...s.test.map((r) => r.t)),
      model,
    });
  }
  return { predicted, gated, folds: results };
}
