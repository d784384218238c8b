// Part 2's learning phase: the system memorizes for 12 months counted from the first pattern it
// ever recorded, then predicts. Before any pattern exists the 12 months have not started, so the
// whole period is still ahead.
import { DAY_MS } from "@/lib/time";
export const LEARNING_MONTHS = 12;
export const PREDICTING_MESSAGE = "System can now predict patterns without screenshots!";

// What the patterns are learned from, said the same way on /training-model and the new-analysis
// notice: the engine finds them in the market's price bars of every analysis, with or without an
// uploaded screenshot (an analysis by typed ticker teaches it just as much).
export const LEARNS_FROM_TITLE = "Learning from every analysis's market data";
export const LEARNS_FROM =
  "Each analysis detects chart patterns in the market's price bars (candles) for its instrument and timeframe, whether or not a screenshot was uploaded; every pattern is checked against later prices after 24 hours. Screenshots are stored but not needed for learning.";

function addMonthsUtc(d: Date, months: number): Date {
  const out = new Date(d.getTime());
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

export function learningPhase(
  firstObservation: Date | null,
  now: Date,
): { learningPhase: "memorizing" | "predicting"; daysUntilPrediction: number; predictionFrom: string | null } {
  const start = firstObservation ?? now;
  const end = addMonthsUtc(start, LEARNING_MONTHS);
  if (now.getTime() >= end.getTime())
    return { learningPhase: "predicting", daysUntilPrediction: 0, predictionFrom: end.toISOString() };
  return {
    learningPhase: "memorizing",
    daysUntilPrediction: Math.ceil((end.getTime() - now.getTime()) / DAY_MS),
    predictionFrom: firstObservation ? end.toISOString() : null,
  };
}
