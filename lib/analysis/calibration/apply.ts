// The fitted calibration (table.json, written by `npm run eval:history -- --write-table`) applied
// to the engine's raw probability, the out-of-sample edge per asset class and style, and the
// evidence line shown under the probability. One meaning of success throughout: the call reaches
// its first target (TP1) before its stop, within the style's window (the track record's rule).
import tableJson from "./table.json";
import { applyKnots, BIN_WIDTH, type Bin, type Knots } from "./fit";
import { predict, type BaselineModel } from "./model";
import { formatProbability } from "@/lib/format/probability";

export const SUCCESS_MEANING = "reaches its first target (TP1) before its stop, within the style's window";

export interface EdgeCell {
  n: number; // distinct BUY/SELL calls, out of fold (leave-series-out)
  expectancyR: number; // mean result per call in stop distances
  winRate: number; // percent
  /** The same calls' levels taken long every time: what the direction has to beat. */
  alwaysLongR?: number;
}

export interface CalibrationTable {
  fittedAt: string;
  method: string;
  source: {
    series: number;
    calls: number;
    trainCalls: number;
    heldOutCalls: number;
    from: string;
    to: string;
    command: string;
  };
  heldOut: { ece: number; brier: number; baseRateBrier: number; before: { ece: number; brier: number } };
  /** Knots per asset class; "all" for a class with too few calls of its own (tables before the model). */
  knots: Record<string, Knots>;
  /** The model from the random-walk baseline and the backtest rate; used wherever the baseline is known. */
  model?: BaselineModel;
  /** Leave-series-out figures of the calls the product would show (the random walk's Brier beside). */
  crossValidated?: { series: number; folds: number; n: number; randomWalkBrier: number; duplicatesDropped: number };
  /** Held-out markets' win rate minus the probability shown, 10th to 90th percentile, in points. */
  spread?: { lo: number; hi: number; series: number };
  /**
   * Fitted on the recorded series and on each of them mirrored (prices turned upside down), so no
   * long drift of the recorded markets passes for what the analysis adds; the edge cells count both.
   */
  mirrored?: boolean;
  /**
   * Direction checks kept by cross-validation (a call failing one waits), with how the calls that
   * failed and passed each did; absent or empty: none kept.
   */
  directionChecks?: { name: string; failed: EdgeCell; passed: EdgeCell }[];
  /** Cross-validated edge per asset class and style. */
  edge: Record<string, Record<string, EdgeCell>>;
  /** The same per style over every class (a style that loses everywhere waits everywhere). */
  styleEdge?: Record<string, EdgeCell>;
  /** Targets out of reach: calls whose random-walk chance was below `floor` lost money (floor 0: no gate). */
  reach?: ReachCell;
  /** Held-out reliability of the calibrated probability, with the period the calls span. */
  evidence: { bins: Bin[]; from: string; to: string };
}

export const calibrationTable = tableJson as unknown as CalibrationTable;

/**
 * The probability to show (percent): the table's model from the random-walk baseline, the raw
 * backtest rate and the call's direction where known, else the table's map of the raw rate.
 */
export function calibrate(
  raw: number,
  assetClass: string,
  table: CalibrationTable | null = calibrationTable,
  randomWalk?: number | null,
  direction?: "BUY" | "SELL",
): number {
  if (!table) return raw;
  if (table.model && randomWalk != null && Number.isFinite(randomWalk) && Number.isFinite(raw))
    return predict(table.model, randomWalk, raw, direction);
  const knots = table.knots[assetClass] ?? table.knots.all;
  return knots?.length ? applyKnots(knots, raw) : raw;
}

/** Held-out edge of a style on an asset class; null when the evaluation had too few calls there. */
export const MIN_EDGE_CALLS = 30;
export function edgeOf(
  assetClass: string,
  style: string,
  table: CalibrationTable | null = calibrationTable,
): EdgeCell | null {
  const cell = table?.edge[assetClass]?.[style];
  return cell && cell.n >= MIN_EDGE_CALLS ? cell : null;
}

/** The calls whose random walk was below `floor` percent, and how they did. */
export interface ReachCell extends EdgeCell {
  floor: number;
}

/** Why a target is out of reach for this instrument's volatility and window; null where it is not. */
export function outOfReachReason(
  randomWalk: number | null,
  table: CalibrationTable | null = calibrationTable,
): string | null {
  const c = table?.reach;
  if (!c || !(c.floor > 0) || randomWalk == null || !(randomWalk < c.floor)) return null;
  return `the target is out of reach at this instrument's volatility: a random walk would reach TP1 before the stop within the window only ${randomWalk}% of the time, and on real history calls below ${c.floor}% averaged ${c.expectancyR.toFixed(2)} R per call over ${c.n} distinct calls (${c.winRate}% reached TP1 before the stop)`;
}

/** No edge: the calls lost money on average. */
export const lacksEdge = (cell: EdgeCell) => cell.expectancyR <= 0;

/** Why a trade is not offered where the rules lost money on real history; null where they did not. */
export function noEdgeReason(
  assetClass: string,
  style: string,
  table: CalibrationTable | null = calibrationTable,
): string | null {
  const cell = edgeOf(assetClass, style, table);
  const clause = (c: EdgeCell) =>
    `${c.n} distinct calls over whole recorded series${table?.mirrored ? " and their mirror images" : ""} (no fitted figure in them) averaged ${c.expectancyR.toFixed(2)} R per call (${c.winRate}% reached TP1 before the stop)`;
  if (cell && lacksEdge(cell))
    return `on real history these rules show no edge for ${style} calls on ${plural(assetClass)}: ${clause(cell)}`;
  const any = table?.styleEdge?.[style];
  if (any && any.n >= MIN_EDGE_CALLS && lacksEdge(any))
    return `on real history these rules show no edge for ${style} calls on any market: ${clause(any)}`;
  return null;
}

const plural = (c: string) =>
  ({
    stock: "stocks",
    etf: "ETFs",
    index: "indices",
    forex: "forex pairs",
    crypto: "crypto",
    commodity: "commodities",
  })[c] ?? c;

/** "On real history, calls shown at 30-40% won 33% (412 calls, 2004-2026)", or null without data. */
export function evidenceLine(probability: number, table: CalibrationTable | null = calibrationTable): string | null {
  if (!table || !Number.isFinite(probability)) return null;
  const from = Math.min(90, Math.floor(probability / BIN_WIDTH) * BIN_WIDTH);
  const bin = table.evidence.bins.find((b) => b.from === from);
  const years = `${table.evidence.from.slice(0, 4)}-${table.evidence.to.slice(0, 4)}`;
  if (!bin || bin.n < 20)
    return `On real history, too few calls were shown at ${from}-${from + BIN_WIDTH}% to check this figure (${bin?.n ?? 0} calls, ${years}).`;
  return `On real history, calls shown at ${from}-${from + BIN_WIDTH}% won ${Math.round(bin.won)}% (${bin.n.toLocaleString("en-US")} calls, ${years}).`;
}

/**
 * The range a market not yet seen may land in: the shown probability moved by the spread held-out
 * markets showed around it. Null without a spread.
 */
export function rangeLine(probability: number, table: CalibrationTable | null = calibrationTable): string | null {
  const s = table?.spread;
  if (!s || !Number.isFinite(probability)) return null;
  const bound = (v: number) => formatProbability(Math.min(99, Math.max(1, Math.round(v * 10) / 10)));
  return `Markets differ: on ${s.series} markets held out in turn, such calls won between ${bound(probability + s.lo)} and ${bound(probability + s.hi)} where this figure would be shown (middle 80% of markets).`;
}
