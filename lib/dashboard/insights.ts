import type { Candle, Quote } from "@/lib/providers/market/types";

// Market insights for the dashboard, pure: for each watched symbol its day move, its move over
// the last month of daily candles, and the trend (last close against its 20-day average).
export type SymbolInsight = {
  symbol: string;
  name: string | null;
  price: number;
  changePercent: number;
  monthChangePercent: number | null;
  trend: "up" | "down" | "sideways" | null;
  /** Average daily high-low range over the period, percent of the close: how much it swings. */
  dailyRangePercent: number | null;
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const SMA = 20;
const FLAT_BAND = 0.5; // percent around the average that still counts as sideways

export function insightFor(quote: Quote, daily: Candle[]): SymbolInsight {
  const bars = [...daily].sort((a, b) => a.time - b.time);
  const base = {
    symbol: quote.symbol,
    name: quote.name ?? null,
    price: quote.price,
    changePercent: round2(quote.changePercent),
  };
  if (bars.length < 2) return { ...base, monthChangePercent: null, trend: null, dailyRangePercent: null };
  const first = bars[0].close;
  const last = bars[bars.length - 1].close;
  const window = bars.slice(-SMA);
  const average = window.reduce((s, b) => s + b.close, 0) / window.length;
  const offset = ((last - average) / average) * 100;
  return {
    ...base,
    monthChangePercent: round2(((last - first) / first) * 100),
    trend: offset > FLAT_BAND ? "up" : offset < -FLAT_BAND ? "down" : "sideways",
    dailyRangePercent: round2((bars.reduce((s, b) => s + (b.high - b.low) / b.close, 0) / bars.length) * 100),
  };
}

export type MarketInsights = {
  source: string;
  asOf: string;
  symbols: SymbolInsight[];
  topGainer: SymbolInsight | null;
  topLoser: SymbolInsight | null;
  summary: string;
};

export function summarizeInsights(symbols: SymbolInsight[], source: string, now: Date): MarketInsights {
  const sorted = [...symbols].sort((a, b) => b.changePercent - a.changePercent);
  const up = symbols.filter((s) => s.trend === "up").length;
  const down = symbols.filter((s) => s.trend === "down").length;
  const summary = !symbols.length
    ? "No market data available right now."
    : `${up} of ${symbols.length} symbols you follow trade above their 20-day average, ${down} below.`;
  return {
    source,
    asOf: now.toISOString(),
    symbols,
    topGainer: sorted[0] && sorted[0].changePercent > 0 ? sorted[0] : null,
    topLoser: sorted.at(-1) && sorted.at(-1)!.changePercent < 0 ? sorted.at(-1)! : null,
    summary,
  };
}
