import type { AnalysisResult } from "@/lib/analysis/types";

// The landing page's sample: the fields of a real results screen, from one fixed example (not a
// live call, and labelled "Example" wherever it is shown). Levels are consistent with each other:
// risk 3.50 to the stop, 7.00 to the second target (reward/risk 2.0); 28 shares risk 98.00 of the
// 100.00 that 1% of 10,000 allows, a 6,479 position inside the budget without leverage.
export type ExampleAnalysis = Pick<
  AnalysisResult,
  | "symbol"
  | "instrumentName"
  | "recommendation"
  | "currentPrice"
  | "entryPrice"
  | "stopLoss"
  | "takeProfit1"
  | "takeProfit2"
  | "riskRewardRatio"
  | "successProbability"
  | "investmentType"
  | "reasoning"
> & { backtest: { winRate: number; trades: number }; positionSize: string; riskAmount: string };

export const EXAMPLE_ANALYSIS: ExampleAnalysis = {
  symbol: "AAPL",
  instrumentName: "Apple Inc.",
  recommendation: "BUY",
  currentPrice: 231.4,
  entryPrice: 231.4,
  stopLoss: 227.9,
  takeProfit1: 235.95,
  takeProfit2: 238.4,
  riskRewardRatio: 2,
  successProbability: 58,
  investmentType: "swing",
  reasoning:
    "Price holds above the 50-day average after a pullback to support; RSI 54 leaves room to rise. The stop sits under the last swing low, one ATR away.",
  backtest: { winRate: 56, trades: 41 },
  positionSize: "28 shares",
  riskAmount: "98.00 USD (1% of a 10,000 USD budget)",
};
