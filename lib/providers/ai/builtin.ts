// The offline narrative: a plain explanation written from the computed facts, naming each level
// and why it sits there. Wording is chosen so the results screen's keyword rule reads back the
// same recommendation (see builtin.test.ts).
import { formatPrice } from "@/lib/format/price";
import type { AiProvider, Narrative, NarrativeFacts } from "./types";

const pct = (v: number) => `${Math.round(v * 10) / 10}%`;
const money = (v: number, cur: string) => `${v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${cur}`;

function setupLine(f: NarrativeFacts, p: (v: number) => string): string {
  const reasons = f.signalReasons.slice(0, 5).join(", ");
  const tf = f.multiTimeframe.timeframes.map((t) => `${t.interval} ${t.trend.toLowerCase()}`).join(", ");
  return `${f.symbol} (${f.name}) trades at ${p(f.currentPrice)} ${f.currency}. On the ${f.interval} chart: ${reasons || "no indicator leans either way"}; timeframes ${tf}, alignment ${f.multiTimeframe.alignment}%.`;
}

function levelsLines(f: NarrativeFacts, p: (v: number) => string): string[] {
  const l = f.levels;
  const buy = l.stopLoss < l.entryPrice;
  const structure = buy ? `below the swing support at ${p(f.support)}` : `above the swing resistance at ${p(f.resistance)}`;
  const atr = `ATR ${p(f.indicators.atr)}`;
  const stopWhy =
    f.stopBasis === "structure" ? `${structure} with a quarter-ATR buffer`
    : f.stopBasis === "atr_floor" ? `one full ATR from entry (${atr}), which also clears the nearby ${buy ? "support" : "resistance"} at ${p(buy ? f.support : f.resistance)}`
    : `two ATR from entry (${atr}), because no swing level lies within four ATR`;
  const entry = l.entryType === "limit" ? `a limit order at ${p(l.entryPrice)} (the nearest level, instead of chasing a stretched RSI of ${f.indicators.rsi.toFixed(1)})` : `market at ${p(l.entryPrice)}`;
  const obstacle = buy ? `The first resistance at ${p(f.resistance)} is the level to watch on the way up.` : `The first support at ${p(f.support)} is the level to watch on the way down.`;
  return [
    `Entry: ${entry}.`,
    `Stop loss ${p(l.stopLoss)}: ${stopWhy}, so ordinary noise does not trigger it.`,
    `TP1 ${p(l.takeProfit1)} takes 62.5% of the profit goal; TP2 ${p(l.takeProfit2)} completes the ${money(f.goalAmount, f.budgetCurrency)} goal (reward/risk ${l.riskRewardRatio}).`,
    `Size ${l.positionSize} units (${money(l.positionValue, f.budgetCurrency)}, within the ${f.leverage}x cap of ${money(f.budget * f.leverage, f.budgetCurrency)}) puts ${money(l.potentialLoss, f.budgetCurrency)} at risk, ${f.riskPercentage}% of the budget.`,
    obstacle,
  ];
}

function backtestLine(f: NarrativeFacts): string {
  const b = f.backtest;
  if (!b.sufficient) return `History is too short for a reliable backtest (${b.trades} trades), so the probability uses the default of ${pct(f.successProbability)}.`;
  return `The same rules backtested on ${f.symbol}'s ${f.interval} history: ${b.trades} trades, win rate ${pct(b.winRate)}, average ${b.averageProfit}% per trade, max drawdown ${pct(b.maxDrawdown)}; the ${pct(f.successProbability)} success probability comes from these trades.`;
}

function patternLine(f: NarrativeFacts): string | null {
  if (!f.patterns.length) return null;
  const list = f.patterns.map((x) => `${x.type.replace(/_/g, " ")} (${x.historicalSuccessRate == null ? "too few past cases" : `${x.historicalSuccessRate}% success in ${x.occurrences} past cases`})`);
  return `Patterns on the last bars: ${list.join(", ")}.`;
}

export function writeNarrative(f: NarrativeFacts): Narrative {
  const p = (v: number) => formatPrice(v, f.symbol);
  const setup = setupLine(f, p);
  let verdict: string;
  let summary: string;
  if (f.recommendation === "AVOID") {
    verdict = `Avoid this trade for now: ${f.decisionReason ?? "the risk is out of proportion to the goal"}. Consider a smaller profit goal, a longer investment type or more risk per trade.`;
    summary = `Avoid ${f.symbol}: ${f.decisionReason ?? "the goal is out of reach at acceptable risk"}`;
  } else if (f.recommendation === "WAIT") {
    verdict = `Waiting for confirmation is the better call: ${f.decisionReason ?? "the signals disagree"}. The levels below are the plan if the market confirms.`;
    summary = `Wait on ${f.symbol}: ${f.decisionReason ?? "no confirmed direction"}.`;
  } else if (f.recommendation === "BUY") {
    verdict = `Bullish setup: the plan is a long position.`;
    summary = `Long ${f.symbol} at ${p(f.levels.entryPrice)}, stop ${p(f.levels.stopLoss)}, targets ${p(f.levels.takeProfit1)} / ${p(f.levels.takeProfit2)}.`;
  } else {
    verdict = `Bearish setup: the plan is a short position.`;
    summary = `Short ${f.symbol} at ${p(f.levels.entryPrice)}, stop ${p(f.levels.stopLoss)}, targets ${p(f.levels.takeProfit1)} / ${p(f.levels.takeProfit2)}.`;
  }
  const lines = [setup, verdict, ...levelsLines(f, p), backtestLine(f), patternLine(f), ...f.warnings].filter(Boolean);
  const rsi = f.indicators.rsi;
  const timing =
    rsi > 70 ? `RSI ${rsi.toFixed(1)} is overbought: entries after a pullback toward ${p(f.support)} carry less risk.`
    : rsi < 30 ? `RSI ${rsi.toFixed(1)} is oversold: a bounce toward ${p(f.resistance)} can come quickly.`
    : f.indicators.volumeRatio < 0.7 ? `Volume is ${f.indicators.volumeRatio.toFixed(1)}x its average: moves on thin volume fade easily.`
    : `Volume ${f.indicators.volumeRatio.toFixed(1)}x average, RSI ${rsi.toFixed(1)}: timing is normal for a trade over ${f.horizon}.`;
  return {
    reasoning: lines.join(" "),
    summary,
    initialReason: setup,
    marketTimingAlert: timing,
    engine: "builtin",
  };
}

export const builtinAi: AiProvider = {
  name: "builtin",
  async narrate(facts) {
    return writeNarrative(facts);
  },
};
