import { render, screen } from "@testing-library/react";
import type { AnalysisResult, DetectedPattern } from "@/lib/analysis/types";
import { wilsonInterval } from "@/lib/learning/wilson";
import { PatternSection } from "./pattern-section";
import { testAnalysis } from "@/tests/helpers/test-analysis";

const withPatterns = (patterns: DetectedPattern[]): AnalysisResult => {
  const a = testAnalysis();
  return {
    ...a,
    enhancedAnalysis: { ...a.enhancedAnalysis, patternAnalysis: { historicalSuccessRate: 55, patterns } },
  };
};
const breakout = (successes: number, cases: number): DetectedPattern => ({
  type: "breakout",
  direction: "BULLISH",
  confidence: 66,
  targetPrice: 240,
  historicalSuccessRate: 58.3,
  occurrences: 12,
  verified: { interval: "1d", ...wilsonInterval(successes, cases) },
});

describe("PatternSection", () => {
  it("states the verified hit rate with sample size and interval from 30 cases", () => {
    render(<PatternSection analysis={withPatterns([breakout(16, 30)])} />);
    expect(
      screen.getByText(
        "On the daily chart this pattern reached its target in 53% of 30 verified cases, 95% CI 36-70%.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/reached its target in 58.3% of 12 cases/)).toBeInTheDocument();
  });

  it("says the sample is too small at 29 cases and shows no verified rate", () => {
    render(<PatternSection analysis={withPatterns([breakout(16, 29)])} />);
    expect(screen.getByText(/has 29 verified cases so far: the sample is too small/)).toBeInTheDocument();
    expect(screen.queryByText(/verified cases, 95% CI/)).toBeNull();
  });

  it("says so when no pattern formed", () => {
    render(<PatternSection analysis={withPatterns([])} />);
    expect(screen.getByText("No chart pattern formed on the latest bars.")).toBeInTheDocument();
  });
});
