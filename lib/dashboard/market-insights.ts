import "server-only";
import { desc, eq, count } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";
import type { Candle, MarketData } from "@/lib/providers/market/types";
import { insightFor, summarizeInsights, type MarketInsights } from "./insights";
import { DAY_MS } from "@/lib/time";

// The user's most analysed symbols first, topped up from the provider's universe, so a new user
// still sees a useful market picture.
const WATCH = 6;
const LOOKBACK_DAYS = 31;

async function watchedSymbols(db: Db, market: Pick<MarketData, "universe">, userId: string): Promise<string[]> {
  const mine = await db
    .select({ symbol: analyses.symbol })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .groupBy(analyses.symbol)
    .orderBy(desc(count()))
    .limit(3);
  const symbols = mine.map((m) => m.symbol);
  for (const instrument of await market.universe()) {
    if (symbols.length >= WATCH) break;
    if (!symbols.includes(instrument.symbol)) symbols.push(instrument.symbol);
  }
  return symbols;
}

export async function marketInsights(
  db: Db,
  market: Pick<MarketData, "universe" | "quotes" | "candles" | "source">,
  userId: string,
  now: Date,
): Promise<MarketInsights> {
  const symbols = await watchedSymbols(db, market, userId);
  const quotes = symbols.length ? await market.quotes(symbols) : [];
  const from = new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS);
  const insights = await Promise.all(
    quotes.map(async (q) => {
      const daily: Candle[] = await market.candles({ symbol: q.symbol, interval: "1d", from, to: now }).catch(() => []);
      return insightFor(q, daily);
    }),
  );
  return summarizeInsights(insights, market.source, now);
}
