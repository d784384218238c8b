// Personal score, pure: experience (max 40), accuracy (max 40), consistency (max 20) — the spec's
// weights (part 1 section 9). Each part saturates so a score can be earned in a few weeks of
// steady use, and accuracy is scaled by how many calls have resolved so that one lucky win does
// not read as mastery.
import { WEEK_MS } from "@/lib/time";
export const LEVELS = ["Beginner", "Intermediate", "Advanced", "Expert"] as const;
export type Level = (typeof LEVELS)[number];

export const SATURATION = { analyses: 50, simulations: 20, tenureDays: 90, decidedCalls: 10, weeks: 8 } as const;

export type ScoreInputs = {
  analyses: number;
  simulations: number;
  tenureDays: number;
  wins: number;
  losses: number;
  /** Weeks out of the last SATURATION.weeks with at least one analysis or simulation. */
  activeWeeks: number;
};

export type Breakdown = { experience: number; accuracy: number; consistency: number };

const part = (value: number, cap: number) => Math.min(Math.max(value, 0), cap) / cap;
const one = (n: number) => Math.round(n * 10) / 10;

export function scoreBreakdown(i: ScoreInputs): Breakdown {
  const experience =
    20 * part(i.analyses, SATURATION.analyses) +
    10 * part(i.simulations, SATURATION.simulations) +
    10 * part(i.tenureDays, SATURATION.tenureDays);
  const decided = i.wins + i.losses;
  const accuracy = decided ? 40 * (i.wins / decided) * part(decided, SATURATION.decidedCalls) : 0;
  const consistency = 20 * part(i.activeWeeks, SATURATION.weeks);
  return { experience: one(experience), accuracy: one(accuracy), consistency: one(consistency) };
}

export const totalScore = (b: Breakdown) => Math.min(100, Math.round(b.experience + b.accuracy + b.consistency));

/** Beginner 0-40, Intermediate 40-60, Advanced 60-80, Expert 80+: a boundary belongs to the band above. */
export function levelFor(score: number): Level {
  if (score >= 80) return "Expert";
  if (score >= 60) return "Advanced";
  if (score >= 40) return "Intermediate";
  return "Beginner";
}

/** Distinct weeks (counted back from `now`) among the last `weeks` that contain an activity. */
export function activeWeeks(dates: Date[], now: Date, weeks: number = SATURATION.weeks): number {
  const WEEK = WEEK_MS;
  const seen = new Set<number>();
  for (const d of dates) {
    const ago = Math.floor((now.getTime() - d.getTime()) / WEEK);
    if (ago >= 0 && ago < weeks) seen.add(ago);
  }
  return seen.size;
}
