// Assembles the stored AnalysisResult (lib/analysis/types.ts) from the engine's facts and the
// narrative. Several fields repeat under the names the spec's screens read (see types.ts).
import type { Narrative, NarrativeFacts } from "@/lib/providers/ai/types";
import type { InstrumentAnalysis } from "./engine/analyze-instrument";
import type { CreateAnalysisInput } from "./schemas";
import type { AlternativeRecommendation, AnalysisResult, EnhancedAnalysis, NewsWithImpact, RiskLevel } from "./types";
import { computeVerdict, displayedProbability } from "./verdict";
import { newsTone } from "./engine/news-impact";

export function narrativeFacts(a: InstrumentAnalysis, input: CreateAnalysisInput, news: NewsWithImpact[], warnings: string[]): NarrativeFacts {
  return {
    symbol: a.instrument.symbol, name: a.instrument.name, currency: a.instrument.currency,
    interval: a.timeframe.interval, horizon: a.timeframe.label, currentPrice: a.quote.price,
    recommendation: a.recommendation, decisionReason: a.decisionReason, signalReasons: a.signalReasons,
    trend: a.trend, support: a.support, resistance: a.resistance, indicators: a.indicators, levels: a.plan.levels,
    stopBasis: a.plan.stopBasis, leverage: input.leverage, riskPercentage: input.riskPercentage, budget: input.budget,
    budgetCurrency: input.budgetCurrency, goalAmount: a.goalAmount, successProbability: a.successProbability,
    backtest: a.backtest, patterns: a.patterns, multiTimeframe: a.multiTimeframe, newsTone: newsTone(news), warnings,
  };
}

/** From volatility (ATR in % of price) and the leverage the position actually uses. */
function riskLevel(a: InstrumentAnalysis, budget: number): RiskLevel {
  const volatility = (a.indicators.atr / a.quote.price) * 100;
  const usedLeverage = a.plan.levels.positionValue / budget;
  if (volatility > 3 || usedLeverage > 20) return "HIGH";
  if (volatility < 1 && usedLeverage <= 5) return "LOW";
  return "MEDIUM";
}

function validation(a: InstrumentAnalysis, input: CreateAnalysisInput, now: Date) {
  const l = a.plan.levels;
  const side = l.stopLoss < l.entryPrice ? 1 : -1;
  const lastClose = a.candles[a.candles.length - 1].close;
  const checks = {
    levelsOrdered: side * (l.takeProfit1 - l.entryPrice) > 0 && side * (l.takeProfit2 - l.takeProfit1) > 0,
    rewardRiskAtLeast1_5: l.riskRewardRatio >= 1.5,
    stopAtLeastOneAtr: Math.abs(l.entryPrice - l.stopLoss) >= a.indicators.atr * 0.999,
    leverageRespected: l.positionValue <= input.budget * input.leverage + 0.01,
    riskRespected: l.potentialLoss <= l.riskAmount + 0.01,
    quoteMatchesCandles: Math.abs(lastClose - a.quote.price) / a.quote.price < 0.02,
    quoteFresh: now.getTime() - new Date(a.quote.asOf).getTime() < 7 * 86_400_000,
    backtestSufficient: a.backtest.sufficient,
  };
  const passed = Object.values(checks).filter(Boolean).length;
  const score = Math.round((passed / Object.keys(checks).length) * 100);
  return { valid: checks.levelsOrdered && checks.leverageRespected && checks.riskRespected, score, checks };
}

export interface BuildResultInput {
  id: string;
  now: Date;
  input: CreateAnalysisInput;
  analysis: InstrumentAnalysis;
  narrative: Narrative;
  news: NewsWithImpact[];
  alternative: AlternativeRecommendation | null;
  enhanced: EnhancedAnalysis;
  sector?: string;
  industry?: string;
  warnings: string[];
  metadata: Pick<AnalysisResult["metadata"], "dataSource" | "tickerSource" | "imagePrice" | "imagesStored" | "timings">;
}

export function buildResult(b: BuildResultInput): AnalysisResult {
  const { analysis: a, input, narrative } = b;
  const l = a.plan.levels;
  const verdict = computeVerdict({ recommendation: a.recommendation, probability: a.successProbability, enhancedAnalysis: b.enhanced });
  const successProbability = verdict.probability;
  const v = validation(a, input, b.now);
  const profitGoal = { value: input.profit, type: input.profitType, amount: Math.round(a.goalAmount * 100) / 100 };
  const symbol = a.instrument.symbol;
  const marketData = {
    currentPrice: a.quote.price, changePercent: a.quote.changePercent, rsi: a.indicators.rsi, trend: a.trend,
    support: a.support, supportLevel: a.support, resistance: a.resistance, resistanceLevel: a.resistance,
    riskLevel: riskLevel(a, input.budget), validationScore: v.score, sector: b.sector, industry: b.industry,
    volume: a.quote.volume ?? a.indicators.volume, asOf: a.quote.asOf,
  };
  const detailedStrategy = {
    recommendation: a.recommendation, reasoning: narrative.reasoning, entryPrice: l.entryPrice, stopLoss: l.stopLoss,
    takeProfit: l.takeProfit2, takeProfit1: l.takeProfit1, takeProfit2: l.takeProfit2, leverage: input.leverage,
    riskPercentage: input.riskPercentage, backtesting: a.backtest, realTimeNews: b.news, enhancedAnalysis: b.enhanced, validationResult: v,
  };
  return {
    id: b.id, createdAt: b.now.toISOString(), symbol, identifiedSymbol: symbol, instrumentName: a.instrument.name,
    instrumentType: a.instrument.type, currency: a.instrument.currency, currentPrice: a.quote.price, changePercent: a.quote.changePercent,
    recommendation: a.recommendation, entryPrice: l.entryPrice, stopLoss: l.stopLoss, takeProfit1: l.takeProfit1,
    takeProfit2: l.takeProfit2, takeProfit: l.takeProfit2, successProbability,
    // The chance of taking some profit: how often the backtested trades reached TP1 (the spec's default when history is short).
    profitProbability: displayedProbability(a.recommendation, Math.max(successProbability, a.tp1Probability ?? successProbability)),
    leverage: input.leverage, riskPercentage: input.riskPercentage, riskRewardRatio: l.riskRewardRatio,
    investmentType: input.investmentType, analysisType: b.metadata.tickerSource === "form" && b.metadata.imagesStored === 0 ? "market-data" : "chart-screenshot",
    reasoning: narrative.reasoning, warnings: b.warnings, marketTimingAlert: narrative.marketTimingAlert,
    budget: input.budget, budgetCurrency: input.budgetCurrency, profitGoal, levels: l, indicators: a.indicators, marketData,
    backtesting: a.backtest, realTimeNews: b.news, enhancedAnalysis: b.enhanced, alternativeRecommendation: b.alternative,
    personalizedStrategy: {
      entry: { price: l.entryPrice }, stopLoss: { price: l.stopLoss },
      takeProfit: { tp1: { price: l.takeProfit1 }, tp2: { price: l.takeProfit2 } }, leverage: input.leverage, reasoning: narrative.summary,
    },
    detailedStrategy,
    aiAnalysis: { entryPrice: l.entryPrice, stopLoss: l.stopLoss, takeProfit: l.takeProfit2, summary: narrative.summary },
    initialAnalysis: { reason: narrative.initialReason },
    chart: { interval: a.timeframe.interval, candles: a.candles.slice(-150) },
    metadata: { ...b.metadata, engine: narrative.engine, engineNote: narrative.engineNote, initialAnalysis: { reason: narrative.initialReason } },
  };
}
