// Guards model text: a price-like number that matches none of the computed facts is a number the
// model made up, and the sentence carrying it is dropped.
import type { NarrativeFacts } from "./types";

export function knownNumbers(f: NarrativeFacts): number[] {
  const l = f.levels;
  const i = f.indicators;
  return [
    f.currentPrice,
    f.support,
    f.resistance,
    l.entryPrice,
    l.stopLoss,
    l.takeProfit1,
    l.takeProfit2,
    i.sma20,
    i.sma50,
    i.sma200 ?? 0,
    i.bollinger.upper,
    i.bollinger.middle,
    i.bollinger.lower,
    i.atr,
    ...f.patterns.map((p) => p.targetPrice ?? 0),
    // Money figures the facts state (at risk, TP2's profit, position, goal) can look price-like too.
    l.potentialLoss,
    l.potentialProfit,
    l.positionValue,
    l.riskAmount,
    l.positionSize,
    f.goalAmount,
    f.profitGoal?.amount ?? 0,
    f.profitGoal?.planned ?? 0,
    f.profitGoal?.requiredMove ?? 0,
    f.profitGoal?.reachableMove ?? 0,
    f.sizing?.leverageCap ?? 0,
    f.budget,
    // Figures that are not prices but may fall in a price's range (RSI 72 on a $60 stock): the text
    // may name them as the facts give them.
    i.rsi,
    f.successProbability,
    f.backtestProbability,
    f.breakEven,
    f.backtest.winRate,
    f.backtest.trades,
    f.riskPercentage,
    f.leverage,
    ...f.patterns.flatMap((p) => [p.confidence, p.historicalSuccessRate ?? 0, p.occurrences]),
  ].filter((n) => n > 0);
}

// After a colon a number is the second half of a ratio or a time (2:1, 10:30).
const NUMBER = /(?<![\d.:])\d[\d,]*(?:\.\d+)?/g;

// A number that is part of a name: TP1, SMA50, EMA200, RSI14, H4, M15, R2, S1 (but "USD195" is a price).
const LABEL_BEFORE = /(?:^|[^A-Za-z])(?:TP|SMA|EMA|MA|RSI|ATR|BB|MACD|[HMDWQRS])$/;

// What follows a number that is a count, a ratio or a duration, not a price: "5%", "3 %", "2x",
// "1.5R", "2:1", "1.5 ATR", "14-period", "20 days", "4H", "3 trades", "12 of 20".
const NOT_A_PRICE_AFTER =
  /^(?:\s?%|x\b|R\b|:\d|\s?ATR|[\s-]?(?:bars?|candles?|days?|hours?|h|weeks?|w|months?|minutes?|min|m|sessions?|periods?|timeframes?|trades?|times|cases?|patterns?|signals?|points?|pips?)\b|\s(?:of|out of)\s\d)/i;

/** Price-like: within half to double the current price. Percentages, counts and ratios pass. */
export function dropDisagreeingSentences(text: string, known: number[], price: number, tolerance = 0.005) {
  // A sentence ends at . ! or ? followed by white space (so 195.5 stays one number).
  const sentences = text.split(/(?<=[.!?])\s+/);
  const dropped: string[] = [];
  const kept = sentences.filter((s) => {
    for (const m of s.matchAll(NUMBER)) {
      const at = m.index ?? 0;
      if (LABEL_BEFORE.test(s.slice(Math.max(0, at - 6), at))) continue;
      if (NOT_A_PRICE_AFTER.test(s.slice(at + m[0].length, at + m[0].length + 16))) continue;
      const n = Number(m[0].replace(/,/g, ""));
      if (!(n > price * 0.5 && n < price * 2)) continue;
      if (!known.some((k) => Math.abs(n - k) <= k * tolerance)) {
        dropped.push(s.trim());
        return false;
      }
    }
    return true;
  });
  return { text: kept.join(" ").trim(), dropped };
}
