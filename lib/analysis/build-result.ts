// Assembles the stored AnalysisResult (lib/analysis/types.ts) from the engine's facts and the
// narrative. Several fields repeat under the names the spec's screens read (see types.ts).
import type { Narrative, NarrativeFacts } from "@/lib/providers/ai/types";
import type { InstrumentAnalysis } from "./engine/analyze-instrument";
import type { CreateAnalysisInput } from "./schemas";
import { decide } from "./decision";
import type {
  AlternativeRecommendation,
  AnalysisResult,
  EnhancedAnalysis,
  NewsWithImpact,
  StoredNewsScreenshot,
} from "./types";
import { newsTone } from "./engine/news-impact";
import { waitTrigger } from "./wait-trigger";

export function narrativeFacts(
  a: InstrumentAnalysis,
  input: CreateAnalysisInput,
  news: NewsWithImpact[],
  warnings: string[],
  enhanced: EnhancedAnalysis | null,
  now: Date,
  newsScreenshot?: StoredNewsScreenshot,
): NarrativeFacts {
  const d = decide(a, input, enhanced, now);
  return {
    symbol: a.instrument.symbol,
    name: a.instrument.name,
    currency: a.instrument.currency,
    instrumentType: a.instrument.type,
    interval: a.timeframe.interval,
    horizon: a.timeframe.label,
    currentPrice: a.quote.price,
    recommendation: a.recommendation,
    decisionReason: a.decisionReason,
    signalReasons: a.signalReasons,
    trend: a.trend,
    support: a.support,
    resistance: a.resistance,
    indicators: a.indicators,
    levels: a.plan.levels,
    stopBasis: a.plan.stopBasis,
    leverage: input.leverage,
    riskPercentage: input.riskPercentage,
    budget: input.budget,
    budgetCurrency: input.budgetCurrency,
    goalAmount: a.goalAmount,
    successProbability: d.verdict.probability,
    backtestProbability: a.backtestProbability,
    backtestBasis: a.backtestBasis,
    verdictLevel: d.verdict.level,
    riskLevel: d.riskLevel,
    profitGoal: d.profitGoal,
    sizing: d.sizing,
    decimals: d.decimals,
    volumeKnown: d.volumeKnown,
    breakEven: d.breakEven,
    waitTrigger: waitTrigger({
      long: a.plan.levels.stopLoss < a.plan.levels.entryPrice,
      stopLoss: a.plan.levels.stopLoss,
      takeProfit1: a.plan.levels.takeProfit1,
      takeProfit2: a.plan.levels.takeProfit2,
      support: a.support,
      resistance: a.resistance,
    }),
    backtest: a.backtest,
    patterns: a.patterns,
    multiTimeframe: a.multiTimeframe,
    newsTone: newsTone(news, newsScreenshot),
    warnings,
  };
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
  const d = decide(a, input, b.enhanced, b.now);
  const successProbability = d.verdict.probability;
  const v = d.validation;
  const profitGoal = d.profitGoal;
  const symbol = a.instrument.symbol;
  const marketData = {
    currentPrice: a.quote.price,
    changePercent: a.quote.changePercent,
    rsi: a.indicators.rsi,
    trend: a.trend,
    support: a.support,
    supportLevel: a.support,
    resistance: a.resistance,
    resistanceLevel: a.resistance,
    riskLevel: d.riskLevel,
    validationScore: v.score,
    sector: b.sector,
    industry: b.industry,
    volume: a.quote.volume ?? a.indicators.volume,
    asOf: a.quote.asOf,
  };
  const detailedStrategy = {
    recommendation: a.recommendation,
    reasoning: narrative.reasoning,
    entryPrice: l.entryPrice,
    stopLoss: l.stopLoss,
    takeProfit: l.takeProfit2,
    takeProfit1: l.takeProfit1,
    takeProfit2: l.takeProfit2,
    leverage: input.leverage,
    riskPercentage: input.riskPercentage,
    backtesting: a.backtest,
    realTimeNews: b.news,
    enhancedAnalysis: b.enhanced,
    validationResult: v,
  };
  return {
    id: b.id,
    createdAt: b.now.toISOString(),
    symbol,
    identifiedSymbol: symbol,
    instrumentName: a.instrument.name,
    instrumentType: a.instrument.type,
    currency: a.instrument.currency,
    currentPrice: a.quote.price,
    changePercent: a.quote.changePercent,
    recommendation: a.recommendation,
    entryPrice: l.entryPrice,
    stopLoss: l.stopLoss,
    takeProfit1: l.takeProfit1,
    takeProfit2: l.takeProfit2,
    takeProfit: l.takeProfit2,
    successProbability,
    // The chance of taking some profit is reaching TP1 before the stop: success itself, one calibrated
    // number (the raw TP1 rate of the backtest would be a second, uncalibrated figure for the same thing).
    profitProbability: successProbability,
    randomWalkProbability: a.randomWalkProbability,
    leverage: input.leverage,
    riskPercentage: input.riskPercentage,
    riskRewardRatio: l.riskRewardRatio,
    investmentType: input.investmentType,
    analysisType:
      b.metadata.tickerSource === "form" && b.metadata.imagesStored === 0 ? "market-data" : "chart-screenshot",
    reasoning: narrative.reasoning,
    warnings: b.warnings,
    marketTimingAlert: narrative.marketTimingAlert,
    budget: input.budget,
    budgetCurrency: input.budgetCurrency,
    profitGoal,
    sizing: d.sizing,
    levels: l,
    indicators: a.indicators,
    marketData,
    backtesting: a.backtest,
    realTimeNews: b.news,
    enhancedAnalysis: b.enhanced,
    alternativeRecommendation: b.alternative,
    personalizedStrategy: {
      entry: { price: l.entryPrice },
      stopLoss: { price: l.stopLoss },
      takeProfit: { tp1: { price: l.takeProfit1 }, tp2: { price: l.takeProfit2 } },
      leverage: input.leverage,
      reasoning: narrative.summary,
    },
    detailedStrategy,
    aiAnalysis: {
      entryPrice: l.entryPrice,
      stopLoss: l.stopLoss,
      takeProfit: l.takeProfit2,
      summary: narrative.summary,
    },
    initialAnalysis: { reason: narrative.initialReason },
    chart: { interval: a.timeframe.interval, candles: a.candles.slice(-150) },
    metadata: {
      ...b.metadata,
      engine: narrative.engine,
      engineNote: narrative.engineNote,
      initialAnalysis: { reason: narrative.initialReason },
    },
  };
}
