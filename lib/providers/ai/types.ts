// The narrative engine: turns the computed facts into the explanation a trader reads. The facts
// (levels, indicators, backtest) are always computed by lib/analysis/engine; a provider only writes.
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

export interface NarrativeFacts {
  symbol: string;
  name: string;
  currency: string;
  interval: string;
  horizon: string; // e.g. "hours"
  currentPrice: number;
  recommendation: Recommendation;
  decisionReason: string | null;
  signalReasons: string[];
  trend: Trend;
  support: number;
  resistance: number;
  indicators: Indicators;
  levels: StrategyLevels;
  stopBasis: "structure" | "atr_floor" | "atr_fallback";
  leverage: number;
  riskPercentage: number;
  budget: number;
  budgetCurrency: string;
  goalAmount: number;
  successProbability: number; // the displayed one (after the AVOID / WAIT rules): the only probability the text names
  backtestProbability: number; // the win rate the rules achieved here, before those rules
  /** The trades backtestProbability was counted on: the call's side's, or all (side null). */
  backtestBasis?: { side: "BUY" | "SELL" | null; trades: number };
  verdictLevel: "approved" | "caution" | "high_risk";
  riskLevel: RiskLevel;
  instrumentType: string;
  profitGoal: ProfitGoal;
  sizing: Sizing;
  decimals: number; // price decimals of every level of this plan
  volumeKnown: boolean; // false for forex (no volume) and bars that did not trade
  breakEven: number; // win rate (percent) that breaks even at the plan's reward/risk
  /** The level a WAIT names as its confirmation; null: the signals agreeing is the confirmation. */
  waitTrigger: number | null;
  backtest: Backtest;
  patterns: DetectedPattern[];
  multiTimeframe: MultiTimeframeAnalysis;
  newsTone: number; // -1..1
  warnings: string[];
}

export interface Narrative {
  reasoning: string; // the full explanation (the results screen runs the keyword rule over it)
  summary: string; // one or two sentences
  initialReason: string; // what the chart shows at a glance
  marketTimingAlert: string;
  engine: string; // "builtin" | "together:<model>"
  engineNote?: string;
}

export interface ChartReading {
  ticker: string | null;
  lastPrice: number | null;
  timeframe?: string | null;
  axisMin?: number | null;
  axisMax?: number | null;
  isPriceChart?: boolean | null;
}

/** What the simulator's coach is given: the replayed trade, its outcome, and the rule-based notes. */
export interface CoachFacts {
  trade: { ticker: string; tradeType: string; entry: number; stop: number; target: number; leverage: number };
  /** The outcome sentence shown above the feedback (prices the replay used). */
  summary: string;
  /** The rule-based coach's notes: the model rewrites these, it adds no numbers of its own. */
  rules: string[];
  /** Prices the text may name (entry, stop, target, exit, mark). */
  prices: number[];
}

export interface AiProvider {
  readonly name: string;
  /** Coaching text for a simulated trade; absent when this provider cannot write it (the built-in engine). */
  coach?(facts: CoachFacts): Promise<string>;
  narrate(facts: NarrativeFacts, images: Buffer[]): Promise<Narrative>;
  /** Reads the ticker and last price from a chart screenshot; null when this provider cannot. */
  readChart?(image: Buffer): Promise<ChartReading | null>;
}
