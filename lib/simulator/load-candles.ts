import { isAppError } from "@/lib/errors";
import type { Candle, Interval, MarketData } from "@/lib/providers/market/types";
import type { TradeType } from "./schemas";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import { DAY_MS } from "@/lib/time";
import { LOOKBACK_BARS, TRADE_TYPE_PROFILES } from "./trade-types";

export type ReplayCandles = { interval: Interval; candles: Candle[]; end: Date };

/**
 * Candles for a replay: a little history before the trade start (chart context and the coach's
 * ATR), then everything up to `now` or the trade type's horizon. Walks down the interval ladder
 * when a provider has no bars at the finest resolution for that date; null when none has any.
 */
export async function loadReplayCandles(
  market: MarketData,
  symbol: string,
  tradeType: TradeType,
  start: Date,
  now: Date,
): Promise<ReplayCandles | null> {
  const profile = TRADE_TYPE_PROFILES[tradeType];
  const end = new Date(Math.min(now.getTime(), start.getTime() + profile.horizonDays * DAY_MS));
  for (const interval of profile.intervals) {
    const barMs = INTERVAL_MS[interval];
    // Intraday bars reach back over a weekend so a Monday trade still gets the previous session.
    const lookbackMs = barMs < DAY_MS ? Math.max(LOOKBACK_BARS * barMs, 4 * DAY_MS) : LOOKBACK_BARS * barMs * 1.5;
    let candles: Candle[];
    try {
      candles = await market.candles({ symbol, interval, from: new Date(start.getTime() - lookbackMs), to: end });
    } catch (error) {
      if (isAppError(error) && error.status === 400) throw error; // unknown ticker: the user's mistake
      console.warn(`[simulator] ${symbol} ${interval} candles unavailable`, error);
      continue;
    }
    const sorted = [...candles].sort((a, b) => a.time - b.time);
    if (sorted.some((c) => c.time * 1000 >= start.getTime())) return { interval, candles: sorted, end };
  }
  return null;
}
