// The facts a call is made of, as the spec's result names them (part 1 section 3): computed by
// lib/analysis, written into words by the narrative provider (lib/providers/ai). Plain types in the
// core ring, so that both may name them without the provider reaching up into the analysis.

export type Recommendation = "BUY" | "SELL" | "WAIT" | "AVOID";
export type Trend = "UPTREND" | "DOWNTREND" | "SIDEWAYS";
export type RiskLevel = "LOW" | "MEDIUM" | "HIGH";
export type Signal = "BUY" | "SELL" | "WAIT";
/** met: TP2 makes the goal; capped: out of reach in this horizon, TP2 targets the largest
 * reasonable goal instead; exceeded: smaller than the smallest sensible trade makes. */
export type GoalStatus = "met" | "capped" | "exceeded";
/** What limited the position: the risk setting, the leverage cap, a small goal, or the minimum size. */
export type SizeBound = "risk" | "leverage" | "goal" | "minimum";

export interface Indicators {
  rsi: number;
  macd: { macd: number; signal: number; histogram: number };
  atr: number;
  bollinger: { upper: number; middle: number; lower: number };
  sma20: number;
  sma50: number;
  sma200: number | null; // null when history is shorter than 200 bars
  volume: number;
  averageVolume: number;
  volumeRatio: number;
}

/** What the analysis stores for one detected pattern: verified cases of its type on its interval. */
export interface VerifiedRecord {
  interval: string;
  cases: number;
  successes: number;
  rate: number | null;
  low: number | null;
  high: number | null;
}

export interface DetectedPattern {
  type: string; // e.g. "double_bottom", "breakout", "bullish_engulfing"
  direction: "BULLISH" | "BEARISH" | "NEUTRAL";
  confidence: number; // percent
  targetPrice?: number;
  historicalSuccessRate: number | null; // percent on this symbol's history, null when too few cases
  occurrences: number;
  /** Verified observations of this type on this interval across all analyses (lib/learning). */
  verified?: VerifiedRecord;
}

export interface Backtest {
  winRate: number; // percent
  averageProfit: number; // percent per trade
  maxDrawdown: number; // percent
  trades: number;
  period: { from: string; to: string };
  sufficient: boolean; // false: too little history, defaults were used and the analysis says so
}

export interface StrategyLevels {
  entryPrice: number;
  entryType: "market" | "limit";
  stopLoss: number;
  takeProfit1: number; // 60-65% of the profit goal
  takeProfit2: number; // 100% of the profit goal
  riskRewardRatio: number;
  positionSize: number; // units of the instrument
  positionValue: number; // in budget currency, <= budget x leverage
  riskAmount: number; // budget x risk%
  potentialProfit: number; // at TP2
  potentialLoss: number; // at the stop
}

/** amount: the goal in budget currency; planned: what TP2 makes at the planned size (optional
 * fields are absent on analyses stored before they existed). */
export interface ProfitGoal {
  value: number;
  type: string;
  amount: number;
  planned?: number;
  status?: GoalStatus;
  requiredMove?: number;
  reachableMove?: number;
  horizon?: string;
}

/** Why the size is what it is, so the text can say when a cap bound it. */
export interface Sizing {
  boundBy: SizeBound;
  riskAllowed: number;
  leverageCap: number;
  step: number;
  unitValue?: number;
}

/** The call's timeframes side by side: each one's trend and signal, and how many agree. */
export interface MultiTimeframeAnalysis {
  overallSignal: Signal;
  alignment: number;
  timeframes: { interval: string; trend: Trend; signal: Signal }[];
}
