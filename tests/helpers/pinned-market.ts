// For tests that pin `now`: the demo market's quotes follow the wall clock, its candles the time
// asked for. This wrapper quotes each symbol at its last 5-minute close before `now`, so quote and
// candles agree as they do live.
import type { MarketData } from "@/lib/providers/market/types";
import { DAY_MS } from "@/lib/time";

export function pinnedMarket(inner: MarketData, now: Date): MarketData {
  return {
    ...inner,
    async quotes(symbols) {
      const quotes = await inner.quotes(symbols);
      return Promise.all(
        quotes.map(async (q) => {
          const bars = await inner.candles({
            symbol: q.symbol,
            interval: "5m",
            from: new Date(now.getTime() - 4 * DAY_MS),
            to: now,
          });
          const last = bars.at(-1);
          return last ? { ...q, price: last.close, asOf: new Date(last.time * 1000).toISOString() } : q;
        }),
      );
    },
  };
}
