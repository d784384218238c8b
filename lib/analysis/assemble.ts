// The steps of one analysis that do not depend on where it runs: the engine request a form makes
// and the enhanced analysis built from the engine's answer. The service (a user's analysis) and
// the sweep (the property test and `npm run sweep:analysis`) both assemble through here, so the
// sweep checks what the product computes, not a copy of it.
import { patternRateOf } from "./decision";
import type { AnalyzeInstrumentInput, InstrumentAnalysis } from "./engine/analyze-instrument";
import type { CreateAnalysisInput } from "./schemas";
import type { DetectedPattern, EnhancedAnalysis } from "./types";

type Plan = Pick<
  AnalyzeInstrumentInput,
  "investmentType" | "budget" | "budgetCurrency" | "profitGoal" | "riskPercentage" | "leverage"
>;

/** The trade plan of a form, as the engine and the alternative finder take it. */
export function tradePlan(input: CreateAnalysisInput): Plan {
  return {
    investmentType: input.investmentType,
    budget: input.budget,
    budgetCurrency: input.budgetCurrency,
    profitGoal: { value: input.profit, type: input.profitType },
    riskPercentage: input.riskPercentage,
    leverage: input.leverage,
  };
}

/** Multi-timeframe, pattern and correlation views; `patterns` may carry their verified records. */
export function enhancedAnalysis(
  analysis: InstrumentAnalysis,
  correlation: EnhancedAnalysis["correlationAnalysis"],
  patterns: DetectedPattern[] = analysis.patterns,
): EnhancedAnalysis {
  const rated = analysis.patterns.filter((p) => p.historicalSuccessRate != null);
  return {
    multiTimeframeAnalysis: analysis.multiTimeframe,
    patternAnalysis: {
      // With no rated pattern on the chart, the rule set itself is the pattern: its backtest win rate.
      historicalSuccessRate: patternRateOf(rated, analysis.backtest.winRate),
      patterns,
    },
    correlationAnalysis: correlation,
  };
}
