import "server-only";
import { marketData } from "@/lib/providers/market";
import type { DataSource, MarketData } from "@/lib/providers/market/types";
import { BREADTH_BASKET, FOREX_PAIRS, INDICES, VOLATILITY_INDEX, WATCHLIST } from "./lists";
import { computeSentiment, type Sentiment } from "./sentiment";
import { uniqueHeadlines } from "@/lib/providers/market/news-dedupe";

// What the dashboard's market endpoints serve. Each answer says which provider produced it and
// when, so the widgets can show LIVE or DEMO with the time.

export const NEWS_LIMIT = 20;

export async function widgetQuotes(market: MarketData = marketData) {
  return market.quotes(WATCHLIST);
}

export async function widgetForex(market: MarketData = marketData) {
  return market.forex(FOREX_PAIRS);
}

// A news item's `source` is its publisher (spec), so the data provider travels as `provider`.
export async function widgetNews(market: MarketData = marketData) {
  const items = await market.news();
  return uniqueHeadlines(items)
    .slice(0, NEWS_LIMIT)
    .map((item) => ({ ...item, provider: market.source }));
}

export type SentimentAnswer = Sentiment & { source: DataSource; asOf: string; stale?: boolean; ageSeconds?: number };

export async function widgetSentiment(market: MarketData = marketData): Promise<SentimentAnswer> {
  const quotes = await market.quotes([...BREADTH_BASKET, ...INDICES, VOLATILITY_INDEX]);
  const bySymbol = new Map(quotes.map((q) => [q.symbol, q]));
  const stocks = BREADTH_BASKET.flatMap((s) => bySymbol.get(s) ?? []);
  const indices = INDICES.flatMap((s) => bySymbol.get(s) ?? []);
  const result = computeSentiment({ stocks, indices, vix: bySymbol.get(VOLATILITY_INDEX)?.price });
  const asOf =
    quotes
      .map((q) => q.asOf)
      .sort()
      .at(-1) ?? new Date().toISOString();
  const stale = quotes.find((q) => q.stale);
  return { ...result, source: market.source, asOf, ...(stale ? { stale: true, ageSeconds: stale.ageSeconds } : {}) };
}
