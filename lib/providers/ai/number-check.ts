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
  ].filter((n) => n > 0);
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** Price-like: within half to double the current price. Percentages, counts and ratios pass. */
export function dropDisagreeingSentences(text: string, known: number[], price: number, tolerance = 0.005) {
  // A sentence ends at . ! or ? followed by white space (so 195.5 stays one number).
  const sentences = text.split(/(?<=[.!?])\s+/);
  const dropped: string[] = [];
  const kept = sentences.filter((s) => {
    for (const m of s.matchAll(NUMBER)) {
      const after = s.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 1);
      if (after === "%" || after === "x") continue;
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
