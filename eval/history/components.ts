// Which pieces of a direction rule earn their place, judged only by leave-series-out
// cross-validation: in each fold a piece is switched on when it raised the mean result per call
// (R) of the training folds' calls, and the held-out fold is scored with what the training folds
// chose. The selection is shipped only when its out-of-fold calls beat the same calls without it;
// the report gives each piece's effect either way.
import type { CallRecord } from "./evaluate";
import { seriesFolds } from "./cross-validate";
import { DIRECTION_CHECKS } from "@/lib/analysis/engine/direction-checks";

export interface Component {
  name: string;
  /** Whether a call passes this piece (the call's own levels and direction). */
  keep: (r: CallRecord) => boolean;
}

export const COMPONENTS: Component[] = DIRECTION_CHECKS.map((c) => ({
  name: c.name,
  keep: (r: CallRecord) => !r.features || c.keep(r.direction, r.features),
}));

/** A component must keep at least this share of the calls to count (a filter that keeps a handful proves nothing). */
export const MIN_KEPT_SHARE = 0.25;
/** And raise the training mean by at least this much R per call. */
export const MIN_GAIN_R = 0.02;

const meanR = (rows: CallRecord[]) => (rows.length ? rows.reduce((s, r) => s + r.r, 0) / rows.length : 0);

/** Greedy forward selection on `rows`: add the piece that most raises mean R, while one does. */
export function selectComponents(rows: CallRecord[], pool: Component[] = COMPONENTS): Component[] {
  const chosen: Component[] = [];
  let kept = rows;
  for (;;) {
    let best: { c: Component; kept: CallRecord[]; gain: number } | null = null;
    for (const c of pool) {
      if (chosen.includes(c)) continue;
      const next = kept.filter(c.keep);
      if (next.length < MIN_KEPT_SHARE * rows.length) continue;
      const gain = meanR(next) - meanR(kept);
      if (gain >= MIN_GAIN_R && (!best || gain > best.gain)) best = { c, kept: next, gain };
    }
    if (!best) return chosen;
    chosen.push(best.c);
    kept = best.kept;
  }
}

export const passes = (chosen: Component[], r: CallRecord) => chosen.every((c) => c.keep(r));

export interface ComponentEvidence {
  name: string;
  foldsChosen: number;
  /** Out of fold: mean R of the calls with only this piece applied, against all calls. */
  alone: { kept: number; r: number; allR: number };
}

/** Out-of-fold selection: each fold's calls filtered by what the other folds chose. */
export function crossValidateComponents(calls: CallRecord[], folds = 5) {
  const fold = seriesFolds(
    calls.map((r) => r.file),
    folds,
  );
  const k = new Set(fold.values()).size;
  const kept: CallRecord[] = [];
  const counts = new Map<string, number>();
  for (let i = 0; i < k; i++) {
    const train = calls.filter((r) => fold.get(r.file) !== i);
    const chosen = selectComponents(train);
    for (const c of chosen) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
    kept.push(...calls.filter((r) => fold.get(r.file) === i && passes(chosen, r)));
  }
  const evidence: ComponentEvidence[] = COMPONENTS.map((c) => {
    const own = calls.filter(c.keep);
    return {
      name: c.name,
      foldsChosen: counts.get(c.name) ?? 0,
      alone: { kept: own.length, r: round2(meanR(own)), allR: round2(meanR(calls)) },
    };
  });
  const helps = meanR(kept) - meanR(calls) >= MIN_GAIN_R;
  return {
    kept,
    evidence,
    outOfFold: { kept: kept.length, r: round2(meanR(kept)), allR: round2(meanR(calls)) },
    shipped: helps ? selectComponents(calls).map((c) => c.name) : [],
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;
