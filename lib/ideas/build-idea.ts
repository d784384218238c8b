import type { InstrumentAnalysis } from "@/lib/analysis/engine/analyze-instrument";
import type { DataSource, InstrumentType } from "@/lib/providers/market/types";
import type { TradeIdea } from "./types";

// Turns one engine result into a card, or into nothing when the engine does not call a trade.
// Every number on the card comes from the engine's analysis of market data; the only constants
// are the scan's inputs below, each from the spec or a published rule.
export const SCAN = {
  investmentType: "scalping" as const, // trade idea cards default to scalping (spec part 1 section 9)
  budget: 750, // card default budget (spec part 1 section 9)
  profitGoalPercent: 5, // the New Analysis prefill default profit (spec part 1 section 2)
  riskPercentage: 2, // the middle risk preset (spec part 1 section 9)
};

/** Retail leverage caps per asset class (ESMA): the most an idea may assume. */
export const LEVERAGE_BY_ASSET: Record<InstrumentType, number> = {
  forex: 30,
  index: 20,
  commodity: 10,
  stock: 5,
  etf: 5,
  crypto: 2,
};

/** Ideas shown must clear these: a positive expectancy at the engine's own probability. */
export const MIN_CONFIDENCE = 50;
export const MIN_REWARD_RISK = 1.5;
export const MAX_IDEAS = 6;
/** A scalping idea needs a market that is trading: its last bar must be this recent. */
export const MAX_BAR_AGE_SECONDS = 30 * 60;

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

export function buildIdea(a: InstrumentAnalysis, now: Date, source: DataSource): TradeIdea | null {
  if (a.recommendation !== "BUY" && a.recommendation !== "SELL") return null;
  // Without enough history the engine falls back to a default probability: not an idea to show.
  if (!a.backtest.sufficient) return null;
  // A closed market (weekend, overnight) cannot be scalped: no idea until it trades again.
  const lastBar = a.candles[a.candles.length - 1];
  if (!lastBar || now.getTime() / 1000 - lastBar.time > MAX_BAR_AGE_SECONDS) return null;
  const l = a.plan.levels;
  const leverage = LEVERAGE_BY_ASSET[a.instrument.type];
  const margin = leverage > 0 ? l.positionValue / leverage : l.positionValue;
  const usedLeverage = l.positionValue / SCAN.budget;
  const confidence = round(a.successProbability, 1);
  // Risk reads the leverage the position really uses and how sure the engine is.
  const riskLevel = usedLeverage > 10 || confidence < 55 ? "HIGH" : usedLeverage <= 3 && confidence >= 65 ? "LOW" : "MEDIUM";
  const iso = now.toISOString();
  return {
    id: `${a.instrument.symbol}-${iso}`,
    ticker: a.instrument.symbol,
    symbol: a.instrument.symbol,
    name: a.instrument.name,
    tradingType: SCAN.investmentType,
    investmentType: SCAN.investmentType,
    timeFrame: a.timeframe.interval,
    timeframe: a.timeframe.interval,
    tradeDirection: a.recommendation,
    sentiment: a.recommendation === "BUY" ? "BULLISH" : "BEARISH",
    confidence,
    entry: l.entryPrice,
    entryPrice: l.entryPrice,
    takeProfit: l.takeProfit2,
    stopLoss: l.stopLoss,
    asset: a.instrument.type,
    recommendedBudget: round(Math.min(SCAN.budget, margin), 2),
    leverage,
    winRate: round(a.backtest.winRate, 1),
    profitTarget: round((Math.abs(l.takeProfit2 - l.entryPrice) / l.entryPrice) * 100, 2),
    riskLevel,
    riskReward: l.riskRewardRatio,
    rsi: round(a.indicators.rsi, 1),
    trend: a.trend,
    volume: a.quote.volume ?? a.indicators.volume,
    currentPrice: a.quote.price,
    reasons: a.signalReasons.slice(0, 3),
    source,
    generatedAt: iso,
    generatedAtLocal: `${iso.slice(0, 16).replace("T", " ")} UTC`,
  };
}

/** The best few: enough confidence and reward/risk, highest confidence first, then reward/risk. */
export function selectIdeas(ideas: TradeIdea[]): TradeIdea[] {
  return ideas
    .filter((i) => i.confidence >= MIN_CONFIDENCE && i.riskReward >= MIN_REWARD_RISK)
    .sort((a, b) => b.confidence - a.confidence || b.riskReward - a.riskReward || a.ticker.localeCompare(b.ticker))
    .slice(0, MAX_IDEAS);
}
