import type { InvestmentType } from "@/lib/analysis/schemas";
import type { DataSource, InstrumentType } from "@/lib/providers/market/types";

// One daily trade idea as GET /api/dashboard/trade-ideas serves it. The spec (part 1 section 3)
// shows two names for several fields; both are sent so either reader works.
export type TradeIdea = {
  id: string;
  ticker: string;
  symbol: string;
  name: string;
  tradingType: InvestmentType; // the style the engine analysed it in (scans spread over scalping, intraday, swing)
  investmentType: InvestmentType;
  timeFrame: string; // the bar interval the engine read, e.g. "5m"
  timeframe: string;
  tradeDirection: "BUY" | "SELL";
  sentiment: "BULLISH" | "BEARISH";
  confidence: number; // the call's success probability (TP1 before the stop in the window), calibrated on real history, percent
  entry: number;
  entryPrice: number;
  takeProfit: number;
  stopLoss: number;
  asset: InstrumentType;
  recommendedBudget: number; // margin the plan commits out of the card's 750 budget
  leverage: number;
  winRate: number; // backtest win rate of the same rules on this symbol, percent
  /** The backtest's trade count, so the card can say "won W of N trades" (absent on older scans). */
  backtestTrades?: number;
  profitTarget: number; // distance to take profit, percent of entry
  riskLevel: "LOW" | "MEDIUM" | "HIGH";
  riskReward: number;
  rsi: number;
  trend: "UPTREND" | "DOWNTREND" | "SIDEWAYS";
  volume: number;
  currentPrice: number;
  reasons: string[];
  source: DataSource;
  generatedAt: string; // ISO
  generatedAtLocal: string; // readable time of generation (UTC; the browser shows its own zone)
};

export type TradeIdeasResponse = {
  ideas: TradeIdea[];
  totalIdeas: number;
  disclaimer: string;
  generatedAt: string | null;
  source: DataSource;
  /** True while a scan runs elsewhere (another request or the scheduler): ask again shortly. */
  generating: boolean;
};

/**
 * What ?force=true answers. The ideas are shared by every user, so a force right after someone
 * else's scan is answered with that scan's ideas instead of a refusal: `fresh` says whether this
 * request ran the scan, `nextRefreshAt` when a force can start a new one.
 */
export type ForcedIdeasResponse = TradeIdeasResponse & {
  /** True when this request ran a new scan; false when it answers with a recent (or running) one. */
  fresh: boolean;
  /** ISO time from which a force starts a new scan (the previous scan's start plus the cooldown). */
  nextRefreshAt: string;
};

export const IDEAS_DISCLAIMER =
  "Trade ideas are generated automatically from market data by the analysis engine. They are educational, not financial advice: prices move, past win rates do not guarantee future results, and you should only risk money you can afford to lose.";
