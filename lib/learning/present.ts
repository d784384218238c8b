// How the training-model screen labels and colours what it shows (spec part 2 sections 4 and 5).
export type PatternState = "pending" | "success" | "failed";

/** pending: not verified yet; success: verified and the target was reached; failed otherwise. */
export function patternState(p: { verifiedAt: string | null; targetReached: boolean | null }): PatternState {
  if (!p.verifiedAt) return "pending";
  return p.targetReached ? "success" : "failed";
}

export type RateTone = "green" | "amber" | "red";

/** Success-rate colour: green at 70 or more, amber at 50 or more, red below. */
export function successRateTone(rate: number): RateTone {
  if (rate >= 70) return "green";
  if (rate >= 50) return "amber";
  return "red";
}

export const toneClass: Record<RateTone, string> = { green: "text-bull", amber: "text-warning", red: "text-bear" };

export const patternLabel = (type: string) =>
  type
    .replace(/_/g, " ")
    .replace(/\brsi\b/g, "RSI")
    .replace(/^\w/, (c) => c.toUpperCase());
