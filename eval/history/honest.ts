// The honest evaluation: distinct moments, leave-series-out cross-validation for the product's
// recipe, the calls the product would show (its probability above the plan's break-even, and no
// no-edge cell for the class and style), scored beside the base rate and the random walk. The
// unseen report applies a shipped table to other series with no fitting at all.
import { brier, ece, reliability, winRate, type Bin } from "@/lib/analysis/calibration/fit";
import {
  calibrate,
  lacksEdge,
  MIN_EDGE_CALLS,
  type CalibrationTable,
  type EdgeCell,
  type ReachCell,
} from "@/lib/analysis/calibration/apply";
import { calibratedEdgeReason } from "@/lib/analysis/engine/edge";
import type { BaselineModel } from "@/lib/analysis/calibration/model";
import { crossValidate, distinctMoments, fitRecipe, LEAVE_SERIES_OUT, type Protocol } from "./cross-validate";
import type { CallRecord } from "./evaluate";
import { isCall } from "./report";
import { isMirrored, marketOf } from "./mirror";
import { selectComponents } from "./components";
import { directionCheck } from "@/lib/analysis/engine/direction-checks";

export interface HonestScores {
  series: number;
  n: number;
  ece: number;
  brier: number;
  baseRate: number;
  baseRateBrier: number;
  randomWalkBrier: number;
  bins: Bin[];
}

export interface Shown {
  record: CallRecord;
  p: number; // the probability the product would show
}

const rwOf = (r: CallRecord) => r.randomWalk ?? r.raw;

export function honestScores(shown: Shown[]): HonestScores {
  const data = shown.map((s) => ({ p: s.p, won: s.record.status === "win" }));
  const base = winRate(data);
  return {
    series: new Set(shown.map((s) => marketOf(s.record.file))).size,
    n: data.length,
    ece: ece(data),
    brier: brier(data),
    baseRate: base,
    baseRateBrier: brier(data, base),
    randomWalkBrier: brier(shown.map((s) => ({ p: rwOf(s.record), won: s.record.status === "win" }))),
    bins: reliability(data),
  };
}

/** Mean result per call by class and style, beside always-long's on the same levels: the no-edge cells. */
export function edgeCells(rows: CallRecord[]): Record<string, Record<string, EdgeCell>> {
  const acc: Record<string, Record<string, { n: number; r: number; w: number; long: number }>> = {};
  for (const r of rows) {
    const c = ((acc[r.assetClass] ??= {})[r.style] ??= { n: 0, r: 0, w: 0, long: 0 });
    c.n++;
    c.r += r.r;
    c.long += r.longR ?? 0;
    c.w += r.status === "win" ? 1 : 0;
  }
  const out: Record<string, Record<string, EdgeCell>> = {};
  for (const [cls, styles] of Object.entries(acc))
    for (const [style, c] of Object.entries(styles))
      (out[cls] ??= {})[style] = {
        n: c.n,
        expectancyR: Math.round((c.r / c.n) * 100) / 100,
        winRate: Math.round((c.w / c.n) * 1000) / 10,
        alwaysLongR: Math.round((c.long / c.n) * 100) / 100,
      };
  return out;
}

/** The same per style, over every class: a style that loses everywhere waits where its class is thin. */
export const styleCells = (rows: CallRecord[]): Record<string, EdgeCell> =>
  edgeCells(rows.map((r) => ({ ...r, assetClass: "*" })))["*"] ?? {};

const lacking = (c: EdgeCell | undefined) => !!c && c.n >= MIN_EDGE_CALLS && lacksEdge(c);
const noEdge = (
  edge: Record<string, Record<string, EdgeCell>>,
  styles: Record<string, EdgeCell> | undefined,
  r: CallRecord,
) => lacking(edge[r.assetClass]?.[r.style]) || lacking(styles?.[r.style]);

/** The product's own break-even rule for the probability it shows. */
export const clearsBreakEven = (p: number, rewardRisk: number) => calibratedEdgeReason(p, rewardRisk) === null;

/** The calls the engine offers before calibration (its own backtest gates passed), one per moment. */
export function candidateCalls(records: CallRecord[]) {
  const { kept, dropped } = distinctMoments(records);
  return { calls: kept.filter((r) => isCall(r) && r.sufficient), moments: kept.length, dropped };
}

export interface CrossValidated {
  /** The recorded series' out-of-fold calls the product would show, and their scores: real history only. */
  scores: HonestScores;
  shown: Shown[];
  /** The same with the mirrored series' calls (./mirror.ts), when the walk made them. */
  withMirrors: { scores: HonestScores; shown: Shown[] };
  /** Every call's result per class and style (cells of >= MIN_EDGE_CALLS losing calls wait). */
  edge: Record<string, Record<string, EdgeCell>>;
  styleEdge: Record<string, EdgeCell>;
  reach: ReachCell;
  gatedOut: Shown[]; // calls the training folds' no-edge cells turned to WAIT
  /** The direction checks kept on every series, with their figures (the table ships them). */
  directionChecks: { name: string; failed: EdgeCell; passed: EdgeCell }[];
  model: BaselineModel; // the recipe fitted on every series
  folds: number;
  protocol: Protocol;
}

/** Random-walk chances (percent) tried as the floor under which a target counts as out of reach. */
export const REACH_FLOORS = [5, 10, 15, 20, 25];

/**
 * Target out of reach: the largest floor under which the calls (at least MIN_EDGE_CALLS of them)
 * averaged <= 0 R; floor 0 (no gate) when no floor qualifies.
 */
export function reachFloor(rows: CallRecord[]): ReachCell {
  let best: ReachCell = { floor: 0, n: 0, expectancyR: 0, winRate: 0 };
  for (const floor of REACH_FLOORS) {
    const below = rows.filter((r) => r.randomWalk != null && r.randomWalk < floor);
    if (below.length < MIN_EDGE_CALLS) continue;
    const cell = edgeCells(below.map((r) => ({ ...r, assetClass: "*", style: "swing" as const })))["*"].swing;
    if (lacksEdge(cell)) best = { floor, n: cell.n, expectancyR: cell.expectancyR, winRate: cell.winRate };
  }
  return best;
}

const outOfReach = (reach: ReachCell | undefined, r: CallRecord) =>
  !!reach && reach.floor > 0 && r.randomWalk != null && r.randomWalk < reach.floor;

/** One cell's figures over `rows` (class and style pooled). */
const cellOf = (rows: CallRecord[]): EdgeCell =>
  edgeCells(rows.map((r) => ({ ...r, assetClass: "*", style: "swing" as const })))["*"]?.swing ?? {
    n: 0,
    expectancyR: 0,
    winRate: 0,
    alwaysLongR: 0,
  };

/**
 * What `train` teaches the gate: cells (class and style, or a style) whose calls lost money on
 * average, targets the random walk says are out of reach, and the direction checks forward
 * selection keeps among the calls those leave (./components.ts), each with how the calls that
 * failed and passed it did.
 */
export function gateParts(train: CallRecord[]) {
  const cells = edgeCells(train);
  const styles = styleCells(train);
  const reach = reachFloor(train);
  const open = train.filter((r) => !noEdge(cells, styles, r) && !outOfReach(reach, r));
  const chosen = selectComponents(open);
  let left = open;
  const checks = chosen.map((c) => {
    const cell = { name: c.name, failed: cellOf(left.filter((r) => !c.keep(r))), passed: cellOf(left.filter(c.keep)) };
    left = left.filter(c.keep);
    return cell;
  });
  return { cells, styles, reach, chosen, checks };
}

/** The gate learnt from `train`: a call waits in a no-edge cell, out of reach, or failing a kept direction check. */
export const noEdgeGate = (train: CallRecord[]) => {
  const { cells, styles, reach, chosen } = gateParts(train);
  return (r: CallRecord) => noEdge(cells, styles, r) || outOfReach(reach, r) || !chosen.every((c) => c.keep(r));
};

/** A shipped table's direction checks on a recorded call (a call without features passes, as in the walk). */
const failsShippedCheck = (table: CalibrationTable, r: CallRecord) =>
  !!r.features &&
  (table.directionChecks ?? []).some((c) => directionCheck(c.name)?.keep(r.direction, r.features!) === false);

export function crossValidated(
  records: CallRecord[],
  folds?: number,
  protocol: Protocol = LEAVE_SERIES_OUT,
): CrossValidated {
  const { calls } = candidateCalls(records);
  const cv = crossValidate(calls, folds, noEdgeGate, protocol);
  // With time blocks the first block has no past to learn from: it is not scored.
  const oof: Shown[] = calls.filter((r) => cv.predicted.has(r)).map((r) => ({ record: r, p: cv.predicted.get(r)! }));
  const past = oof.filter((s) => clearsBreakEven(s.p, s.record.rewardRisk));
  const all = past.filter((s) => !cv.gated.has(s.record));
  const shown = all.filter((s) => !isMirrored(s.record.file));
  const gate = noEdgeGate(calls);
  const parts = gateParts(calls);
  return {
    directionChecks: parts.checks,
    scores: honestScores(shown),
    shown,
    withMirrors: { scores: honestScores(all), shown: all },
    edge: edgeCells(calls),
    styleEdge: styleCells(calls),
    reach: reachFloor(calls),
    gatedOut: past.filter((s) => cv.gated.has(s.record) && !isMirrored(s.record.file)),
    model: fitRecipe(
      calls.filter((r) => !gate(r)),
      protocol,
    ),
    protocol,
    folds: cv.folds.length,
  };
}

/** What a shipped table would show on other series: no fitting, the product's gates as they are. */
export function unseen(records: CallRecord[], table: CalibrationTable | null) {
  const { calls, dropped, moments } = candidateCalls(records);
  const all: Shown[] = calls.map((r) => ({
    record: r,
    p: calibrate(r.raw, r.assetClass, table, r.randomWalk, r.direction),
  }));
  const past = all.filter((s) => clearsBreakEven(s.p, s.record.rewardRisk));
  const shown = past.filter(
    (s) =>
      !(
        table &&
        (noEdge(table.edge, table.styleEdge, s.record) ||
          outOfReach(table.reach, s.record) ||
          failsShippedCheck(table, s.record))
      ),
  );
  return { scores: honestScores(shown), shown, gatedOut: past.filter((s) => !shown.includes(s)), dropped, moments };
}

export interface Row {
  key: string;
  n: number;
  won: number;
  shown: number;
  brier: number;
  randomWalk: number;
  randomWalkBrier: number;
  expectancyR: number;
}

/** Per group: the product's probability and the random walk's, each with its Brier score. */
export function rowsBy(shown: Shown[], keyOf: (r: CallRecord) => string): Row[] {
  const groups = new Map<string, Shown[]>();
  for (const s of shown) groups.set(keyOf(s.record), [...(groups.get(keyOf(s.record)) ?? []), s]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, g]) => {
      const won = (s: Shown) => s.record.status === "win";
      const mean = (f: (s: Shown) => number) => g.reduce((a, s) => a + f(s), 0) / g.length;
      return {
        key,
        n: g.length,
        won: winRate(g.map((s) => ({ won: won(s) }))),
        shown: Math.round(mean((s) => s.p) * 10) / 10,
        brier: brier(g.map((s) => ({ p: s.p, won: won(s) }))),
        randomWalk: Math.round(mean((s) => rwOf(s.record)) * 10) / 10,
        randomWalkBrier: brier(g.map((s) => ({ p: rwOf(s.record), won: won(s) }))),
        expectancyR: Math.round(mean((s) => s.record.r) * 100) / 100,
      };
    });
}

/**
 * How far a held-out market's win rate fell from the probability shown: won minus mean shown, in
 * points, per series with at least `minCalls` calls, as its 10th and 90th percentiles. Where the
 * data cannot tell a market apart, this is the range a new one may land in.
 */
export function seriesSpread(shown: Shown[], minCalls = 10): { lo: number; hi: number; series: number } | null {
  const by = new Map<string, Shown[]>();
  for (const s of shown) by.set(s.record.file, [...(by.get(s.record.file) ?? []), s]);
  const gaps = [...by.values()]
    .filter((g) => g.length >= minCalls)
    .map(
      (g) =>
        (100 * g.filter((s) => s.record.status === "win").length) / g.length -
        g.reduce((a, s) => a + s.p, 0) / g.length,
    )
    .sort((a, b) => a - b);
  if (gaps.length < 5) return null;
  const q = (p: number) => Math.round(gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))] * 10) / 10;
  return { lo: q(0.1), hi: q(0.9), series: gaps.length };
}
