import type { InstrumentAnalysis } from "@/lib/analysis/engine/analyze-instrument";
import type { InvestmentType } from "@/lib/analysis/schemas";
import type { DataSource, InstrumentType } from "@/lib/providers/market/types";
import type { TradeIdea } from "./types";
import { successBreakEven } from "@/lib/analysis/engine/edge";
import { MIN_IDEA_TRADES } from "@/lib/analysis/engine/backtest";

// Turns one engine result into a card, or into nothing when the engine does not call a trade.
// Every number on the card comes from the engine's analysis of market data; the only constants
// are the scan's inputs below, each from the spec or a published rule.
export const SCAN = {
  investmentType: "scalping" as const, // trade idea cards default to scalping (spec part 1 section 9)
  styles: ["scalping", "intraday", "swing"] as const satisfies readonly InvestmentType[], // the styles a scan spreads over
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

/** Ideas shown must clear these: a positive expectancy at the engine's own (calibrated) probability,
 * i.e. above the break-even of a call that exits at TP1 or the stop (lib/analysis/engine/edge). */
export const MIN_REWARD_RISK = 1.5;
/** The trial card promises "4 trade setups a day (28 in total)" (spec part 1 section 9): the list
 * shows that many, and the card reads this constant, so the two cannot disagree. */
export const MAX_IDEAS = 4;
/** A scalping or intraday idea needs a market that is trading: its last bar must be this recent. */
export const MAX_BAR_AGE_SECONDS = 30 * 60;
export const MAX_PER_STYLE = 2;
export const MAX_PER_ASSET = 2;
export type IdeaStyle = (typeof SCAN.styles)[number];

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

export function buildIdea(
  a: InstrumentAnalysis,
  now: Date,
  source: DataSource,
  style: IdeaStyle = SCAN.investmentType,
): TradeIdea | null {
  if (a.recommendation !== "BUY" && a.recommendation !== "SELL") return null;
  // Without enough history the engine falls back to a default probability: not an idea to show,
  // nor one whose history the analysis its link opens may soon call too short.
  if (!a.backtest.sufficient || a.backtest.trades < MIN_IDEA_TRADES) return null;
  // A closed market (weekend, overnight) cannot be traded within minutes or hours: no idea until it trades again.
  const lastBar = a.candles[a.candles.length - 1];
  if (style !== "swing" && (!lastBar || now.getTime() / 1000 - lastBar.time > MAX_BAR_AGE_SECONDS)) return null;
  const l = a.plan.levels;
  // Buying at an overbought RSI (selling at an oversold one) at market chases the move: no idea.
  const rsi = a.indicators.rsi;
  if (
    l.entryType === "market" &&
    ((a.recommendation === "BUY" && rsi > 70) || (a.recommendation === "SELL" && rsi < 30))
  )
    return null;
  const leverage = LEVERAGE_BY_ASSET[a.instrument.type];
  const margin = leverage > 0 ? l.positionValue / leverage : l.positionValue;
  const usedLeverage = l.positionValue / SCAN.budget;
  const confidence = round(a.successProbability, 1);
  // Risk reads the leverage the position really uses and how sure the engine is.
  const riskLevel =
    usedLeverage > 10 || confidence < 55 ? "HIGH" : usedLeverage <= 3 && confidence >= 65 ? "LOW" : "MEDIUM";
  return {
    ...ideaStamp(a.instrument.symbol, now),
    ticker: a.instrument.symbol,
    symbol: a.instrument.symbol,
    name: a.instrument.name,
    tradingType: style,
    investmentType: style,
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
    backtestTrades: a.backtest.trades,
    profitTarget: round((Math.abs(l.takeProfit2 - l.entryPrice) / l.entryPrice) * 100, 2),
    riskLevel,
    riskReward: l.riskRewardRatio,
    rsi: round(a.indicators.rsi, 1),
    trend: a.trend,
    volume: a.quote.volume ?? a.indicators.volume,
    currentPrice: a.quote.price,
    reasons: a.signalReasons.slice(0, 3),
    source,
  };
}

/** An idea's id and time: when its scan ran. */
export function ideaStamp(symbol: string, now: Date): Pick<TradeIdea, "id" | "generatedAt" | "generatedAtLocal"> {
  const iso = now.toISOString();
  return { id: `${symbol}-${iso}`, generatedAt: iso, generatedAtLocal: `${iso.slice(0, 16).replace("T", " ")} UTC` };
}

/** The best few, spread over styles and asset classes: highest confidence first (then reward/
 * risk), at most two per style and two per asset class while others qualify. */
export function selectIdeas(ideas: TradeIdea[]): TradeIdea[] {
  const ranked = ideas
    .filter((i) => i.riskReward >= MIN_REWARD_RISK && i.confidence > successBreakEven(i.riskReward))
    .sort((a, b) => b.confidence - a.confidence || b.riskReward - a.riskReward || a.ticker.localeCompare(b.ticker));
  const picked: TradeIdea[] = [];
  const count = (key: (i: TradeIdea) => string, value: string) => picked.filter((i) => key(i) === value).length;
  for (const idea of ranked) {
    if (picked.length >= MAX_IDEAS) break;
    if (
      count((i) => i.tradingType, idea.tradingType) >= MAX_PER_STYLE ||
      count((i) => i.asset, idea.asset) >= MAX_PER_ASSET
    )
      continue;
    picked.push(idea);
  }
  // Too few distinct groups today: fill with the next best rather than show fewer ideas.
  for (const idea of ranked) {
    if (picked.length >= MAX_IDEAS) break;
    if (!picked.includes(idea)) picked.push(idea);
  }
  return picked;
}
