// The link an idea card's "Analyze" opens (spec part 1 section 9: budget 750, the idea's style).
// Every input the scan used goes with it (goal, style, risk and the leverage the idea assumed), so
// the analysis the link opens is the idea's own analysis: at the idea's moment it shows the card's
// probability, R:R and levels (opening the form at its own defaults, 1% and 1x,
// would move every figure). Pure: the card and the tests share it.
import { SCAN } from "./build-idea";
import type { TradeIdea } from "./types";

export function analyzeHref(idea: Pick<TradeIdea, "ticker" | "tradingType" | "leverage">): string {
  const q = new URLSearchParams({
    prefill: "true",
    ticker: idea.ticker,
    budget: String(SCAN.budget),
    profit: `${SCAN.profitGoalPercent}%`,
    type: idea.tradingType ?? SCAN.investmentType,
    risk: String(SCAN.riskPercentage),
    leverage: String(idea.leverage),
  });
  return `/new-analysis?${q.toString()}`;
}
