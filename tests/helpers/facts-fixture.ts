// A complete set of narrative facts for tests (numbers consistent with each other).
import type { Recommendation } from "@/lib/analysis/types";
import type { NarrativeFacts } from "@/lib/providers/ai/types";

export function factsFixture(recommendation: Recommendation): NarrativeFacts {
  const sell = recommendation === "SELL";
  return {
    symbol: "AAPL",
    name: "Apple Inc.",
    currency: "USD",
    instrumentType: "stock",
    interval: "15m",
    horizon: "hours",
    currentPrice: 200,
    recommendation,
    decisionReason:
      recommendation === "WAIT" || recommendation === "AVOID" ? "the profit goal needs a move of 40 (12.0 ATR)" : null,
    signalReasons: sell
      ? ["trend downtrend", "MACD histogram negative", "higher timeframe uptrend"]
      : ["trend uptrend", "MACD histogram positive", "higher timeframe downtrend"],
    trend: sell ? "DOWNTREND" : "UPTREND",
    support: 196,
    resistance: 204,
    indicators: {
      rsi: 58,
      macd: { macd: 0.4, signal: 0.3, histogram: 0.1 },
      atr: 2,
      bollinger: { upper: 205, middle: 199, lower: 193 },
      sma20: 199,
      sma50: 197,
      sma200: 190,
      volume: 1000,
      averageVolume: 900,
      volumeRatio: 1.1,
    },
    levels: sell
      ? {
          entryPrice: 200,
          entryType: "market",
          stopLoss: 204.5,
          takeProfit1: 194.375,
          takeProfit2: 191,
          riskRewardRatio: 2,
          positionSize: 44,
          positionValue: 8800,
          riskAmount: 200,
          potentialProfit: 396,
          potentialLoss: 198,
        }
      : {
          entryPrice: 200,
          entryType: "market",
          stopLoss: 195.5,
          takeProfit1: 205.63,
          takeProfit2: 209,
          riskRewardRatio: 2,
          positionSize: 44,
          positionValue: 8800,
          riskAmount: 200,
          potentialProfit: 396,
          potentialLoss: 198,
        },
    stopBasis: "structure",
    leverage: 10,
    riskPercentage: 2,
    budget: 10000,
    budgetCurrency: "USD",
    goalAmount: 400,
    successProbability: recommendation === "AVOID" ? 0 : recommendation === "WAIT" ? 35 : 61.5,
    backtestProbability: 61.5,
    verdictLevel: recommendation === "AVOID" ? "high_risk" : recommendation === "WAIT" ? "caution" : "approved",
    riskLevel: "MEDIUM",
    profitGoal: {
      value: 4,
      type: "%",
      amount: 400,
      planned: 396,
      status: "met",
      requiredMove: 9.09,
      reachableMove: 16,
      horizon: "hours",
    },
    sizing: { boundBy: "risk", riskAllowed: 200, leverageCap: 100_000, step: 1 },
    decimals: 2,
    volumeKnown: true,
    breakEven: 33.3,
    waitTrigger: null,
    backtest: {
      winRate: 61.5,
      averageProfit: 0.4,
      maxDrawdown: 6.2,
      trades: 26,
      period: { from: "2026-01-01T00:00:00.000Z", to: "2026-03-01T00:00:00.000Z" },
      sufficient: true,
    },
    patterns: [
      {
        type: "bullish_engulfing",
        direction: "BULLISH",
        confidence: 60,
        targetPrice: 204,
        historicalSuccessRate: 45,
        occurrences: 11,
      },
    ],
    multiTimeframe: {
      overallSignal: sell ? "SELL" : "BUY",
      alignment: 75,
      timeframes: [
        { interval: "15m", trend: "UPTREND", signal: "BUY" },
        { interval: "1h", trend: "DOWNTREND", signal: "WAIT" },
      ],
    },
    newsTone: 0,
    warnings: [],
  };
}
