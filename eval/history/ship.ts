// The table the product ships (lib/analysis/calibration/table.json): the recipe fitted on every
// series, with the figures that describe it taken from the cross-validation only (the evidence
// line, the no-edge cells and the scores shown on /track-record).
import { ece, brier, plattKnots } from "@/lib/analysis/calibration/fit";
import type { CalibrationTable } from "@/lib/analysis/calibration/apply";
import type { CallRecord } from "./evaluate";
import { candidateCalls, seriesSpread, type CrossValidated } from "./honest";
import { FOLDS } from "./cross-validate";
import { isMirrored, marketOf } from "./mirror";

export function tableOfRecipe(
  cv: CrossValidated,
  moments: CallRecord[],
  duplicatesDropped: number,
  command: string,
  now: Date,
): CalibrationTable {
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const span = (rows: CallRecord[]) => {
    const t = rows.map((r) => r.t);
    return { from: iso(Math.min(...t)), to: iso(Math.max(...t)) };
  };
  const { calls } = candidateCalls(moments);
  const mirrored = moments.some((r) => isMirrored(r.file));
  const rw = cv.shown.map((s) => ({ p: s.record.randomWalk ?? s.record.raw, won: s.record.status === "win" }));
  return {
    fittedAt: now.toISOString(),
    method: `Logistic model offset by the random walk's logit, on ${cv.model.features.filter((f) => f !== "intercept").join(", ")}, ridge-shrunk toward the random walk (form and penalty ${cv.model.lambda} chosen by leave-series-out cross-validation), pooled over classes, intervals and styles; fitted on the recorded series${mirrored ? " and their mirror images (prices turned upside down, so no long drift of the sample passes for skill)" : ""}; direction checks kept: ${cv.directionChecks.map((c) => c.name).join(", ") || "none"}; figures from ${cv.folds}-fold leave-series-out cross-validation on distinct moments`,
    source: {
      series: new Set(moments.map((r) => marketOf(r.file))).size,
      calls: calls.length,
      trainCalls: calls.length,
      heldOutCalls: cv.scores.n,
      ...span(moments),
      command,
    },
    heldOut: {
      ece: cv.scores.ece,
      brier: cv.scores.brier,
      baseRateBrier: cv.scores.baseRateBrier,
      before: { ece: ece(rw), brier: brier(rw) },
    },
    // Only where an analysis has no random-walk figure (too few bars to read a volatility).
    knots: { all: plattKnots(calls.map((r) => ({ p: r.raw, won: r.status === "win" }))) },
    model: cv.model,
    mirrored,
    directionChecks: cv.directionChecks,
    crossValidated: {
      series: cv.scores.series,
      folds: cv.folds || FOLDS,
      n: cv.scores.n,
      randomWalkBrier: cv.scores.randomWalkBrier,
      duplicatesDropped,
    },
    spread: seriesSpread(cv.shown) ?? undefined,
    edge: cv.edge,
    styleEdge: cv.styleEdge,
    reach: cv.reach,
    evidence: { bins: cv.scores.bins, ...span(cv.shown.map((s) => s.record)) },
  };
}
