// What the results screen shows, derived once from a stored analysis: the recommendation by the
// keyword rule, the verdict by the shared rules, and the levels under the names the spec lists.
import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import type { AnalysisResult, Recommendation } from "@/lib/analysis/types";
import { computeVerdict, type Verdict } from "@/lib/analysis/verdict";
import { formatPrice } from "@/lib/format/price";

/** The first value that is a finite number (the spec reads each level under several names). */
const firstNumber = (...values: unknown[]): number | null => {
  for (const v of values) if (typeof v === "number" && Number.isFinite(v)) return v;
  return null;
};

export interface ResultsModel {
  symbol: string;
  price: number | null;
  changePercent: number | null;
  recommendation: Recommendation;
  verdict: Verdict;
  entry: number | null;
  stopLoss: number | null;
  takeProfit1: number | null;
  takeProfit2: number | null;
  reasoning: string;
  /** A price of this analysis' symbol by the decimals rule. */
  price$: (value: number | null | undefined) => string;
}

export function resultsModel(a: AnalysisResult): ResultsModel {
  const ps = a.personalizedStrategy;
  const ds = a.detailedStrategy;
  const ai = a.aiAnalysis;
  const symbol = a.identifiedSymbol || a.symbol;
  const entry = firstNumber(ps?.entry?.price, ds?.entryPrice, ai?.entryPrice, a.entryPrice);
  const stopLoss = firstNumber(ps?.stopLoss?.price, ds?.stopLoss, ai?.stopLoss, a.stopLoss);
  const takeProfit1 = firstNumber(ps?.takeProfit?.tp1?.price, ds?.takeProfit1, a.takeProfit1);
  const takeProfit2 = firstNumber(ps?.takeProfit?.tp2?.price, ds?.takeProfit2, ds?.takeProfit, ai?.takeProfit, a.takeProfit2);
  const reasoning = ds?.reasoning || a.reasoning || a.initialAnalysis?.reason || a.metadata?.initialAnalysis?.reason || "";
  const recommendation = recommendationFromText({ reasoning, entryPrice: entry, stopLoss, stated: ds?.recommendation ?? a.recommendation });
  const verdict = computeVerdict({
    recommendation,
    probability: a.successProbability,
    enhancedAnalysis: ds?.enhancedAnalysis ?? a.enhancedAnalysis,
    profitProbability: a.profitProbability,
    validationScore: a.marketData?.validationScore ?? ds?.validationResult?.score,
  });
  return {
    symbol,
    price: firstNumber(a.currentPrice, a.marketData?.currentPrice),
    changePercent: firstNumber(a.marketData?.changePercent, a.changePercent),
    recommendation,
    verdict,
    entry,
    stopLoss,
    takeProfit1,
    takeProfit2,
    reasoning,
    price$: (value) => formatPrice(value, symbol),
  };
}

/** "Built-in engine" or "Together AI (model)": which engine wrote the analysis. */
export function engineLabel(engine: string | undefined): string {
  if (!engine || engine === "builtin") return "Candlewise built-in engine";
  if (engine.startsWith("together:")) return `Together AI vision model (${engine.slice("together:".length)})`;
  return engine;
}

export const tickerSourceLabel = { form: "typed in the form", ocr: "read from the chart (OCR)", vision: "read by the vision model" } as const;
