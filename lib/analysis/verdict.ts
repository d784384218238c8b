// The displayed verdict (part 2 section 4). Pure: shared by the engine and the results screen.
import type { EnhancedAnalysis, Recommendation, RiskLevel } from "./types";

export const APPROVED_MIN_PROBABILITY = 60;
export const CAUTION_MIN_PROBABILITY = 35;
export const WAIT_PROBABILITY_CAP = 35;
export const HIGH_RISK_WARNING_COUNT = 3;
export const ALIGNMENT_WARNING_BELOW = 60;
export const PATTERN_RATE_WARNING_BELOW = 20;
export const PROFIT_PROBABILITY_BADGE_MIN = 75;
export const AI_VALIDATED_MIN_SCORE = 70;

export type VerdictLevel = "approved" | "caution" | "high_risk";
export type VerdictBadge = "AVOID" | "WAIT" | "APPROVED" | "CAUTION";

export type EnhancedWarning =
  "mtf_wait" | "pattern_rate_low" | "correlation_mixed" | "alignment_low" | "reversal_against";

export const enhancedWarningText: Record<EnhancedWarning, string> = {
  mtf_wait: "Multi-timeframe overall signal is WAIT",
  pattern_rate_low: "Pattern historical success rate is under 20%",
  correlation_mixed: "Correlation sentiment is MIXED",
  alignment_low: "Timeframe alignment is under 60%",
  reversal_against: "A reversal pattern against the call formed on the last bars",
};

type EnhancedLike =
  | {
      multiTimeframeAnalysis?: Partial<EnhancedAnalysis["multiTimeframeAnalysis"]> | null;
      patternAnalysis?: Partial<EnhancedAnalysis["patternAnalysis"]> | null;
      correlationAnalysis?: Partial<EnhancedAnalysis["correlationAnalysis"]> | null;
    }
  | null
  | undefined;

/** The enhanced warnings; a missing field raises no warning (nothing to judge). A pattern on the
 * last bars pointing against a BUY or SELL is a warning of its own. */
export function enhancedWarnings(enhanced: EnhancedLike, recommendation?: Recommendation): EnhancedWarning[] {
  const out: EnhancedWarning[] = [];
  const mtf = enhanced?.multiTimeframeAnalysis;
  const rate = enhanced?.patternAnalysis?.historicalSuccessRate;
  if (mtf?.overallSignal === "WAIT") out.push("mtf_wait");
  if (typeof rate === "number" && Number.isFinite(rate) && rate < PATTERN_RATE_WARNING_BELOW)
    out.push("pattern_rate_low");
  if (enhanced?.correlationAnalysis?.sentiment === "MIXED") out.push("correlation_mixed");
  if (typeof mtf?.alignment === "number" && Number.isFinite(mtf.alignment) && mtf.alignment < ALIGNMENT_WARNING_BELOW) {
    out.push("alignment_low");
  }
  const against = recommendation === "BUY" ? "BEARISH" : recommendation === "SELL" ? "BULLISH" : null;
  const patterns = enhanced?.patternAnalysis?.patterns;
  if (against && Array.isArray(patterns) && patterns.some((p) => p?.direction === against))
    out.push("reversal_against");
  return out;
}

/** AVOID forces 0%, WAIT caps at 35%; other calls keep their probability, clamped to 0-100. */
export function displayedProbability(recommendation: Recommendation, probability: number): number {
  const p = Number.isFinite(probability) ? Math.min(100, Math.max(0, probability)) : 0;
  if (recommendation === "AVOID") return 0;
  if (recommendation === "WAIT") return Math.min(p, WAIT_PROBABILITY_CAP);
  return p;
}

/**
 * The level for a displayed probability and warning count.
 * The spec names "35 to under 60" caution and "34 or below" high risk and leaves the gap
 * between 34 and 35 open. We close it as "p < 35 is high risk": 34.5 is high risk, 35 is
 * caution, so every probability maps to exactly one level and the WAIT cap (35) reads caution.
 */
export function verdictLevel(probability: number, warningCount: number): VerdictLevel {
  if (warningCount >= HIGH_RISK_WARNING_COUNT) return "high_risk";
  if (probability >= APPROVED_MIN_PROBABILITY) return "approved";
  if (probability >= CAUTION_MIN_PROBABILITY) return "caution";
  return "high_risk";
}

export interface Verdict {
  probability: number;
  level: VerdictLevel;
  badge: VerdictBadge;
  warnings: EnhancedWarning[];
  showProfitProbabilityBadge: boolean;
  aiValidated: boolean;
}

/** Everything the results screen shows about the verdict, from one place. */
export function computeVerdict(input: {
  recommendation: Recommendation;
  probability: number;
  enhancedAnalysis?: EnhancedLike;
  profitProbability?: number | null;
  validationScore?: number | null;
}): Verdict {
  const probability = displayedProbability(input.recommendation, input.probability);
  const warnings = enhancedWarnings(input.enhancedAnalysis, input.recommendation);
  // APPROVED weighs the analysis' own warnings, so the badge never contradicts the text: with any of
  // them the verdict is at most caution.
  const measured = verdictLevel(probability, warnings.length);
  const level: VerdictLevel = measured === "approved" && warnings.length > 0 ? "caution" : measured;
  const badge: VerdictBadge =
    input.recommendation === "AVOID"
      ? "AVOID"
      : input.recommendation === "WAIT"
        ? "WAIT"
        : level === "approved"
          ? "APPROVED"
          : "CAUTION";
  const profit = input.profitProbability ?? probability;
  return {
    probability,
    level,
    badge,
    warnings,
    showProfitProbabilityBadge:
      input.recommendation !== "AVOID" && level !== "high_risk" && profit >= PROFIT_PROBABILITY_BADGE_MIN,
    // A validated trade is a trade: never beside WAIT, AVOID or a high-risk verdict.
    aiValidated:
      actionable(input.recommendation) &&
      level !== "high_risk" &&
      validationScoreFor(level, input.recommendation, input.validationScore) >= AI_VALIDATED_MIN_SCORE,
  };
}

const actionable = (r: Recommendation) => r === "BUY" || r === "SELL";

/** A plan the verdict rejects (AVOID or high risk) is not a validated trade, however clean its
 * data: its validation score stops below the AI Validated threshold. */
export const REJECTED_VALIDATION_CAP = 50;

export function validationScoreFor(
  level: VerdictLevel,
  recommendation: Recommendation,
  score: number | null | undefined,
): number {
  const s = typeof score === "number" && Number.isFinite(score) ? Math.max(0, Math.min(100, score)) : 0;
  return recommendation === "AVOID" || level === "high_risk" ? Math.min(s, REJECTED_VALIDATION_CAP) : s;
}

/** The risk badge never reads lower than the verdict: AVOID or a high-risk verdict is HIGH RISK,
 * a CAUTION verdict at least MEDIUM RISK ("Verdict CAUTION" beside "LOW RISK" contradicts itself). */
export function riskLevelFor(
  level: VerdictLevel,
  recommendation: Recommendation,
  measured: RiskLevel | null | undefined,
): RiskLevel | null {
  if (recommendation === "AVOID" || level === "high_risk") return "HIGH";
  if (level === "caution" && measured === "LOW") return "MEDIUM";
  return measured ?? null;
}
