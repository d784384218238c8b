// A complete stored analysis for the screen's component tests (shape: lib/analysis/types.ts).
import type { AnalysisResult } from "@/lib/analysis/types";

const enhanced: AnalysisResult["enhancedAnalysis"] = {
  multiTimeframeAnalysis: {
    overallSignal: "BUY",
    alignment: 80,
    timeframes: [{ interval: "1d", trend: "UPTREND", signal: "BUY" }],
  },
  patternAnalysis: { historicalSuccessRate: 55, patterns: [] },
  correlationAnalysis: { sentiment: "BULLISH", benchmark: "SPY", correlation: 0.7 },
};
const backtest: AnalysisResult["backtesting"] = {
  winRate: 61.2,
  averageProfit: 1.35,
  maxDrawdown: 8.4,
  trades: 42,
  period: { from: "2025-11-01T00:00:00Z", to: "2026-11-20T00:00:00Z" },
  sufficient: true,
};
const news: AnalysisResult["realTimeNews"] = [
  {
    title: "Apple beats estimates",
    description: "",
    url: "https://example.com/a",
    source: "Demo Wire",
    publishedAt: "2026-11-22T10:00:00Z",
    impact: "POSITIVE",
    expectedImpact: "HIGH",
  },
];

export function testAnalysis(over: Partial<AnalysisResult> = {}): AnalysisResult {
  const entry = 230.5,
    stop = 226.25,
    tp1 = 236.4,
    tp2 = 240;
  const reasoning =
    "AAPL trades at 230.5000 USD. Bullish setup: the plan is a long position. Entry: market at 230.5000.";
  const base: AnalysisResult = {
    id: "an_1",
    createdAt: "2026-11-23T09:30:00Z",
    symbol: "AAPL",
    identifiedSymbol: "AAPL",
    instrumentName: "Apple Inc.",
    instrumentType: "stock",
    currency: "USD",
    currentPrice: 230.5,
    changePercent: 1.234,
    recommendation: "BUY",
    entryPrice: entry,
    stopLoss: stop,
    takeProfit1: tp1,
    takeProfit2: tp2,
    takeProfit: tp2,
    successProbability: 68,
    profitProbability: 78,
    leverage: 10,
    riskPercentage: 2,
    riskRewardRatio: 2.24,
    investmentType: "swing",
    analysisType: "chart-screenshot",
    reasoning,
    warnings: [],
    marketTimingAlert: "Volume 1.1x average, RSI 55.0: timing is normal.",
    budget: 5000,
    budgetCurrency: "USD",
    profitGoal: { value: 5, type: "%", amount: 250 },
    levels: {
      entryPrice: entry,
      entryType: "market",
      stopLoss: stop,
      takeProfit1: tp1,
      takeProfit2: tp2,
      riskRewardRatio: 2.24,
      positionSize: 23,
      positionValue: 5301.5,
      riskAmount: 100,
      potentialProfit: 218.5,
      potentialLoss: 97.75,
    },
    indicators: {
      rsi: 55,
      macd: { macd: 1.2, signal: 0.9, histogram: 0.3 },
      atr: 3.1,
      bollinger: { upper: 236, middle: 229, lower: 222 },
      sma20: 229,
      sma50: 224,
      sma200: null,
      volume: 5e7,
      averageVolume: 4.5e7,
      volumeRatio: 1.1,
    },
    marketData: {
      currentPrice: 230.5,
      changePercent: 1.234,
      rsi: 55,
      trend: "UPTREND",
      support: 226,
      supportLevel: 226,
      resistance: 238,
      resistanceLevel: 238,
      riskLevel: "MEDIUM",
      validationScore: 88,
      volume: 5e7,
      asOf: "2026-11-23T09:29:00Z",
    },
    backtesting: backtest,
    realTimeNews: news,
    enhancedAnalysis: enhanced,
    alternativeRecommendation: {
      symbol: "MSFT",
      currentPrice: 410.2,
      signalStrength: 8,
      reasoning: "Stronger trend.",
      recommendedBudget: "5-8% of budget",
      entryPrice: 410.2,
      stopLoss: 402,
      takeProfit: 425,
      timeHorizon: "2-4 weeks",
      riskReward: 1.8,
      recommendation: "BUY",
      successProbability: 64,
    },
    personalizedStrategy: {
      entry: { price: entry },
      stopLoss: { price: stop },
      takeProfit: { tp1: { price: tp1 }, tp2: { price: tp2 } },
      leverage: 10,
      reasoning: "Long AAPL at 230.5000.",
    },
    detailedStrategy: {
      recommendation: "BUY",
      reasoning,
      entryPrice: entry,
      stopLoss: stop,
      takeProfit: tp2,
      takeProfit1: tp1,
      takeProfit2: tp2,
      leverage: 10,
      riskPercentage: 2,
      backtesting: backtest,
      realTimeNews: news,
      enhancedAnalysis: enhanced,
      validationResult: { valid: true, score: 88, checks: {} },
    },
    aiAnalysis: { entryPrice: entry, stopLoss: stop, takeProfit: tp2, summary: "Long AAPL at 230.5000." },
    initialAnalysis: { reason: "AAPL trades at 230.5000 USD." },
    chart: { interval: "1d", candles: [{ time: 1763856000, open: 229, high: 231, low: 228, close: 230.5, volume: 1 }] },
    metadata: {
      engine: "builtin",
      dataSource: "demo",
      tickerSource: "form",
      imagesStored: 1,
      timings: {},
      initialAnalysis: { reason: "AAPL trades at 230.5000 USD." },
    },
  };
  return { ...base, ...over };
}

/** `count` daily bars from the fixture's day, waving around 225: a chart with something to draw. */
export function dailyWave(count: number, o: { period: number; swing: number }) {
  return Array.from({ length: count }, (_, i) => {
    const open = 225 + Math.sin(i / o.period) * o.swing;
    const close = open + Math.cos(i) * 1.5;
    return {
      time: 1763856000 + i * 86400,
      open,
      high: Math.max(open, close) + 1,
      low: Math.min(open, close) - 1,
      close,
      volume: 1,
    };
  });
}
