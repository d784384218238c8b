// The analysis as stored in analyses.result and returned by GET /api/analysis/{id}. Field names
// follow the spec (part 1 section 3, part 2 section 3) so the results screen reads them directly.
import type { DataSource, NewsItem } from "@/lib/providers/market/types";
import type { InvestmentType } from "./schemas";
import type { ChartRead } from "@/lib/chart-reading/types";
import type {
  Backtest,
  DetectedPattern,
  Indicators,
  MultiTimeframeAnalysis,
  ProfitGoal,
  Recommendation,
  RiskLevel,
  Sizing,
  StrategyLevels,
  Trend,
} from "@/lib/call-facts";

// The words a call is made of live in the core ring (lib/call-facts.ts), where the narrative
// provider may name them too; the analysis's modules keep importing them from here.
export type * from "@/lib/call-facts";

export type AnalysisStage = "reading_image" | "market_data" | "indicators" | "backtest" | "writing" | "done";

export interface AlternativeRecommendation {
  symbol: string;
  currentPrice: number;
  signalStrength: number; // out of 10
  reasoning: string;
  recommendedBudget: string; // e.g. "5-8% of budget"
  entryPrice: number;
  stopLoss: number;
  takeProfit: number;
  timeHorizon: string;
  riskReward: number;
  recommendation: Recommendation;
  successProbability: number;
}

export interface NewsWithImpact extends NewsItem {
  impact: "POSITIVE" | "NEGATIVE" | "NEUTRAL";
  expectedImpact: "HIGH" | "MEDIUM" | "LOW";
}

export interface EnhancedAnalysis {
  multiTimeframeAnalysis: MultiTimeframeAnalysis;
  patternAnalysis: { historicalSuccessRate: number; patterns: DetectedPattern[] };
  correlationAnalysis: {
    sentiment: "BULLISH" | "BEARISH" | "MIXED" | "NEUTRAL";
    benchmark: string;
    correlation: number | null;
  };
}

export interface AnalysisResult {
  id: string;
  createdAt: string;
  symbol: string;
  identifiedSymbol: string;
  instrumentName: string;
  instrumentType: string;
  currency: string;
  currentPrice: number;
  changePercent: number;
  recommendation: Recommendation;
  entryPrice: number;
  stopLoss: number;
  takeProfit1: number;
  takeProfit2: number;
  takeProfit: number; // = takeProfit2
  successProbability: number;
  profitProbability: number;
  /** A driftless random walk at the instrument's recent volatility: TP1 before the stop in the window (absent on older analyses). */
  randomWalkProbability?: number | null;
  leverage: number;
  riskPercentage: number;
  riskRewardRatio: number;
  investmentType: InvestmentType;
  analysisType: string;
  reasoning: string;
  warnings: string[]; // plain-language warnings (price mismatch with the image, short history, ...)
  marketTimingAlert: string;
  budget: number;
  budgetCurrency: string;
  profitGoal: ProfitGoal;
  sizing?: Sizing;
  levels: StrategyLevels;
  indicators: Indicators;
  marketData: {
    currentPrice: number;
    changePercent: number;
    rsi: number;
    trend: Trend;
    support: number;
    supportLevel: number;
    resistance: number;
    resistanceLevel: number;
    riskLevel: RiskLevel;
    validationScore: number;
    sector?: string;
    industry?: string;
    volume: number;
    asOf: string;
  };
  backtesting: Backtest;
  realTimeNews: NewsWithImpact[];
  enhancedAnalysis: EnhancedAnalysis;
  alternativeRecommendation: AlternativeRecommendation | null;
  personalizedStrategy: {
    entry: { price: number };
    stopLoss: { price: number };
    takeProfit: { tp1: { price: number }; tp2: { price: number } };
    leverage: number;
    reasoning: string;
  };
  detailedStrategy: {
    recommendation: Recommendation;
    reasoning: string;
    entryPrice: number;
    stopLoss: number;
    takeProfit: number;
    takeProfit1: number;
    takeProfit2: number;
    leverage: number;
    riskPercentage: number;
    backtesting: Backtest;
    realTimeNews: NewsWithImpact[];
    enhancedAnalysis: EnhancedAnalysis;
    validationResult: { valid: boolean; score: number; checks: Record<string, boolean> };
  };
  aiAnalysis: { entryPrice: number; stopLoss: number; takeProfit: number; summary: string };
  initialAnalysis: { reason: string };
  chart: {
    interval: string;
    candles: { time: number; open: number; high: number; low: number; close: number; volume: number }[];
  };
  /** What was read from the uploaded chart (lib/chart-reading) and how it compares with the market. */
  chartReading?: StoredChartReading;
  /** What was read from the trader's news screenshot and how it weighed (absent: none uploaded, or stored before). */
  newsScreenshot?: StoredNewsScreenshot;
  metadata: {
    engine: string; // "builtin" or "together:<model>"
    engineNote?: string; // e.g. why the model fell back to the built-in engine
    dataSource: DataSource;
    tickerSource: "form" | "ocr" | "vision";
    imagePrice?: number | null; // last price read from the screenshot, never used for levels
    imagesStored: number;
    timings: Partial<Record<AnalysisStage, number>>;
    initialAnalysis: { reason: string };
  };
}

/** What POST /api/analyses answers (201): the stored result plus the caller's tokens left. */
export type CreatedAnalysis = AnalysisResult & { tokensRemaining: number };

/** One row of GET /api/analyses: the caller's recent analyses, newest first. */
export interface AnalysisSummary {
  id: string;
  symbol: string;
  recommendation: Recommendation;
  successProbability: number;
  entryPrice: number;
  stopLoss: number;
  takeProfit1: number;
  takeProfit2: number;
  investmentType: string;
  createdAt: string;
}

/** The chart read stored on an analysis (lib/chart-reading): numbers from the screenshot, never used for levels. */
export interface StoredChartReading {
  ticker: string | null;
  exchange: string | null;
  timeframe: string | null;
  axis: { side: "left" | "right"; scale: "linear" | "log"; min: number; max: number; labels: number } | null;
  lastPrice: number | null;
  lastPriceSource: "label" | "series" | "vision" | null;
  /** The reader's rule that chose the last price, in words ("Last price from the price tag on the axis"). */
  lastPriceReason?: string | null;
  series: {
    kind: "candles" | "line";
    high: number;
    low: number;
    trend: "up" | "down" | "sideways";
    swings: { kind: "high" | "low"; x: number; price: number }[];
  } | null;
  /** Plot area in fractions of the image, with the prices at its top and bottom (to draw levels). */
  plot: ChartRead["plot"];
  check: {
    chartPrice: number;
    marketPrice: number;
    gapPercent: number;
    tolerancePercent: number;
    mismatch: boolean;
  } | null;
  levels: { support: number | null; resistance: number | null } | null;
  tickerWarning: string | null;
  ms: number;
}

/** The trader's news screenshot as read (lib/news-reading) and weighed in the news score (engine/news-impact). */
export interface StoredNewsScreenshot {
  /** read: a headline was found; unreadable: no headline could be made out (weight 0). */
  status: "read" | "unreadable";
  headline: string | null;
  source: string | null;
  /** As printed ("2 hours ago", "Nov 25, 2026"); publishedAt when it could be placed in time. */
  time: string | null;
  publishedAt: string | null;
  body: string | null;
  /** For the analysed instrument (a pair's quote-currency story already turned around). */
  impact: NewsWithImpact["impact"];
  expectedImpact: NewsWithImpact["expectedImpact"];
  /** The lexicon's words that set the direction, e.g. ["falls", "not beat"]. */
  terms: string[];
  /** What made it about the instrument (null: it is not, so it weighs nothing). */
  topic: { kind: "direct" | "market"; term: string; inverse: boolean; in?: "headline" | "body" } | null;
  /** Market headlines' worth in the news score: 0 when not weighed. */
  weight: number;
  /** The news score, -1 (all bearish) to +1 (all bullish): market news alone, and with the screenshot. */
  newsScore: { feed: number; withScreenshot: number };
}
