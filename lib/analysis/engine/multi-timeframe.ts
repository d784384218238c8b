// Agreement between the trading timeframe and the one above it, and bars grouped into a higher
// timeframe when the provider has none (weekly -> 4-weekly for medium-term investing).
import type { EnhancedAnalysis, Indicators, Signal, Trend } from "../types";

export interface TimeframeView {
  interval: string;
  price: number;
  trend: Trend;
  signal: Signal;
  indicators: Indicators;
}

/** Votes of one timeframe for a direction: trend, MACD, RSI side, price vs SMA50. */
function agreement(view: TimeframeView, direction: 1 | -1): number {
  const { indicators: ind, trend, price } = view;
  const votes = [
    trend === "UPTREND" ? 1 : trend === "DOWNTREND" ? -1 : 0,
    Math.sign(ind.macd.histogram),
    ind.rsi > 50 ? 1 : ind.rsi < 50 ? -1 : 0,
    price > ind.sma50 ? 1 : -1,
  ];
  return votes.filter((v) => v === direction).length / votes.length;
}

export function multiTimeframe(views: TimeframeView[], direction: Signal): EnhancedAnalysis["multiTimeframeAnalysis"] {
  const [primary, higher] = views;
  const lean: 1 | -1 =
    direction === "SELL" ? -1 : direction === "BUY" ? 1 : primary.indicators.macd.histogram < 0 ? -1 : 1;
  const alignment = Math.round((views.reduce((s, v) => s + agreement(v, lean), 0) / views.length) * 100);
  let overallSignal: Signal = "WAIT";
  if (!higher) overallSignal = primary.signal;
  else if (primary.signal === higher.signal) overallSignal = primary.signal;
  else if (primary.signal !== "WAIT" && higher.signal === "WAIT") overallSignal = primary.signal;
  return {
    overallSignal,
    alignment,
    timeframes: views.map((v) => ({ interval: v.interval, trend: v.trend, signal: v.signal })),
  };
}
