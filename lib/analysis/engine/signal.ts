// Direction from the indicators: each rule votes, the sum decides. Shared by the live analysis and
// the backtest so the probability measures exactly the rules that produced the call.
import type { Indicators, Signal, Trend } from "../types";

export interface SignalInput {
  price: number;
  indicators: Indicators;
  trend: Trend;
  higherTrend: Trend | null;
}

export interface SignalResult {
  signal: Signal;
  score: number; // -1 (strong sell) .. +1 (strong buy)
  reasons: string[];
}

/** |score| below this is no edge: WAIT. */
export const SIGNAL_THRESHOLD = 0.3;

export function scoreSignal({ price, indicators: ind, trend, higherTrend }: SignalInput): SignalResult {
  const votes: { weight: number; vote: number; reason: string }[] = [];
  const add = (weight: number, vote: number, reason: string) => votes.push({ weight, vote, reason });

  add(2, trend === "UPTREND" ? 1 : trend === "DOWNTREND" ? -1 : 0, `trend ${trend.toLowerCase()}`);
  if (higherTrend)
    add(
      1.5,
      higherTrend === "UPTREND" ? 1 : higherTrend === "DOWNTREND" ? -1 : 0,
      `higher timeframe ${higherTrend.toLowerCase()}`,
    );
  add(
    1.5,
    Math.sign(ind.macd.histogram),
    ind.macd.histogram >= 0 ? "MACD histogram positive" : "MACD histogram negative",
  );
  // RSI: momentum in the 50-70 / 30-50 bands, exhaustion beyond 70 / 30 votes against the move.
  const rsiVote = ind.rsi > 75 ? -0.5 : ind.rsi > 55 ? 1 : ind.rsi < 25 ? 0.5 : ind.rsi < 45 ? -1 : 0;
  add(1, rsiVote, `RSI ${ind.rsi.toFixed(1)}`);
  add(1, price > ind.sma50 ? 1 : -1, price > ind.sma50 ? "price above SMA50" : "price below SMA50");
  if (ind.sma200 != null)
    add(1, price > ind.sma200 ? 1 : -1, price > ind.sma200 ? "price above SMA200" : "price below SMA200");
  // Volume confirms whichever way the last bar moved.
  if (ind.volumeRatio > 1.3) add(0.5, Math.sign(ind.macd.histogram), `volume ${ind.volumeRatio.toFixed(1)}x average`);

  const total = votes.reduce((s, v) => s + v.weight, 0);
  const score = votes.reduce((s, v) => s + v.weight * v.vote, 0) / total;
  const signal: Signal = score >= SIGNAL_THRESHOLD ? "BUY" : score <= -SIGNAL_THRESHOLD ? "SELL" : "WAIT";
  const reasons = votes.filter((v) => v.vote !== 0).map((v) => v.reason);
  return { signal, score, reasons };
}
