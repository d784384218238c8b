// The offline narrative: a plain explanation written from the analysis' facts, naming each level
// and why it sits there. It computes no figure of its own: every number is one the engine stored
// (levels, size, money at risk, what TP2 makes, the displayed probability), formatted by
// lib/format. Wording is chosen so the results screen's keyword rule reads back the same
// recommendation (see builtin.test.ts).
import { formatMoney, formatNumber, formatPercent, formatPrice } from "@/lib/format/price";
import { formatSize } from "@/lib/format/size";
import { backtestClause, backtestRecord } from "@/lib/format/probability";
import type { AiProvider, Narrative, NarrativeFacts } from "./types";
import { instrumentLabel, instrumentName, isProviderCode } from "@/lib/format/instrument";

/** One sentence: no doubled full stop when a reason already ends with one. */
const sentence = (s: string) => `${s.trim().replace(/[.\s]+$/, "")}.`;
const pct = (v: number) => formatPercent(v);

function setupLine(f: NarrativeFacts, p: (v: number) => string): string {
  const reasons = f.signalReasons.slice(0, 5).join(", ");
  const tf = f.multiTimeframe.timeframes.map((t) => `${t.interval} ${t.trend.toLowerCase()}`).join(", ");
  return `${f.symbol} (${f.name}) trades at ${p(f.currentPrice)} ${f.currency}. On the ${f.interval} chart: ${reasons || "no indicator leans either way"}; timeframes ${tf}, alignment ${f.multiTimeframe.alignment}%.`;
}

/** "10%" or "200 USD", as the trader typed it. */
export function goalLabel(goal: NarrativeFacts["profitGoal"]): string {
  return goal.type === "%"
    ? `${formatNumber(goal.value, Number.isInteger(goal.value) ? 0 : 2)}%`
    : formatMoney(goal.value, goal.type);
}

function goalLine(f: NarrativeFacts, p: (v: number) => string): string {
  const g = f.profitGoal;
  const cur = f.budgetCurrency;
  const planned = formatMoney(g.planned ?? f.levels.potentialProfit, cur);
  const asked = g.type === cur ? goalLabel(g) : `${goalLabel(g)} (${formatMoney(g.amount, cur)})`;
  const tp2 = `TP2 ${p(f.levels.takeProfit2)}`;
  if (g.status === "capped" && g.requiredMove && g.reachableMove) {
    const ratio = g.requiredMove / g.reachableMove;
    const movePct = (g.requiredMove / f.levels.entryPrice) * 100;
    return (
      `Profit goal ${asked}: out of reach in ${f.horizon}. It needs a move of ${p(g.requiredMove)} (${pct(movePct)}), ${formatNumber(ratio, 1)}x the ${p(g.reachableMove)} ${f.symbol} can reasonably move in that time on the ${f.interval} chart. ` +
      `The plan targets the largest reasonable goal instead: ${tp2} makes ${planned} at this size (${pct(((g.planned ?? 0) / f.budget) * 100)} of the budget).`
    );
  }
  if (g.status === "exceeded") {
    return `Profit goal ${asked}: smaller than the smallest sensible trade here. At the minimum reward/risk of 1.5 and the smallest position, ${tp2} makes ${planned}.`;
  }
  return `Profit goal ${asked}: ${tp2} makes ${planned} at this size.`;
}

function sizeLine(f: NarrativeFacts): string {
  const l = f.levels;
  const s = f.sizing;
  const cur = f.budgetCurrency;
  const size = formatSize(l.positionSize, f.instrumentType, f.symbol, l.entryPrice);
  const allowed = `${formatMoney(s.riskAllowed, cur)} (${f.riskPercentage}%) your risk setting allows`;
  const base = `Size ${size} (${formatMoney(l.positionValue, cur)} of position) puts ${formatMoney(l.potentialLoss, cur)} at risk, ${pct((l.potentialLoss / f.budget) * 100)} of the budget`;
  const unit =
    f.instrumentType === "forex"
      ? "micro lots"
      : f.instrumentType === "stock" || f.instrumentType === "etf"
        ? "whole shares"
        : "the tradable size step";
  switch (s.boundBy) {
    case "leverage":
      return `${base}: the ${f.leverage}x leverage cap (${formatMoney(s.leverageCap, cur)} of position) bound the size, below the ${allowed}.`;
    case "goal":
      return `${base}: the position is sized down so TP2 makes your goal, less than the ${allowed}.`;
    case "minimum":
      return `${base}: this is the smallest tradable size.`;
    default:
      return l.potentialLoss < s.riskAllowed * 0.98
        ? `${base}: rounded down to ${unit}, a little under the ${allowed}.`
        : `${base}, as your risk setting allows.`;
  }
}

function levelsLines(f: NarrativeFacts, p: (v: number) => string): string[] {
  const l = f.levels;
  const buy = l.stopLoss < l.entryPrice;
  const structure = buy
    ? `below the swing support at ${p(f.support)}`
    : `above the swing resistance at ${p(f.resistance)}`;
  const atr = `ATR ${p(f.indicators.atr)}`;
  const stopWhy =
    f.stopBasis === "structure"
      ? `${structure} with a quarter-ATR buffer`
      : f.stopBasis === "atr_floor"
        ? `one full ATR from entry (${atr}), which also clears the nearby ${buy ? "support" : "resistance"} at ${p(buy ? f.support : f.resistance)}`
        : `two ATR from entry (${atr}), because no swing level lies within four ATR`;
  const entry =
    l.entryType === "limit"
      ? `a limit order at ${p(l.entryPrice)} (the nearest level, instead of chasing a stretched RSI of ${f.indicators.rsi.toFixed(1)})`
      : `market at ${p(l.entryPrice)}`;
  const obstacle = buy
    ? `The first resistance at ${p(f.resistance)} is the level to watch on the way up.`
    : `The first support at ${p(f.support)} is the level to watch on the way down.`;
  // A WAIT is no order: its levels are the conditions to wait for, so no sentence reads as one.
  if (f.recommendation === "WAIT") {
    const side = buy ? "buy" : "sell";
    const trigger =
      f.waitTrigger === null
        ? `the signals come to agree on a ${side}`
        : buy
          ? `the price closes above the resistance at ${p(f.waitTrigger)}`
          : `the price closes below the support at ${p(f.waitTrigger)}`;
    return [
      `No order now. If ${trigger}, then a ${side} near ${p(l.entryPrice)} with a stop at ${p(l.stopLoss)} (${stopWhy}) and targets ${p(l.takeProfit1)} / ${p(l.takeProfit2)} is worth a fresh analysis.`,
      `If the price ${buy ? "falls below" : "rises above"} ${p(l.stopLoss)}, then the ${side} case is off.`,
    ];
  }
  return [
    `Entry: ${entry}.`,
    `Stop loss ${p(l.stopLoss)}: ${stopWhy}, so ordinary noise does not trigger it.`,
    `TP1 ${p(l.takeProfit1)} sits 62.5% of the way to TP2 ${p(l.takeProfit2)} (reward/risk ${l.riskRewardRatio}).`,
    goalLine(f, p),
    sizeLine(f),
    obstacle,
  ];
}

/** The raw backtest rate with the trades it was counted on ("the rules won 13 of 30 SELL trades, a
 * 43.3% win rate"), so it never reads as a second figure for the Backtesting card's all-trades rate. */
function rawRecord(f: NarrativeFacts): string {
  const basis = f.backtestBasis ?? { side: null, trades: f.backtest.trades };
  return `the rules ${backtestClause(f.backtestProbability, basis.trades, basis.side)}`;
}

function probabilityLine(f: NarrativeFacts): string {
  const b = f.backtest;
  const shown = pct(f.successProbability);
  if (f.recommendation === "AVOID") return `Success probability ${shown}: no position can be opened on these terms.`;
  // A default is no measurement: without a backtest no figure is given for the chances.
  if (!b.sufficient)
    return `No success probability was measured: only ${b.trades} comparable ${b.trades === 1 ? "trade" : "trades"} in this symbol's history.`;
  if (f.recommendation === "WAIT") {
    return f.backtestProbability > f.successProbability
      ? `Success probability ${shown}, capped while the call is to wait (in this symbol's backtest ${rawRecord(f)}).`
      : `Success probability ${shown} while the call is to wait.`;
  }
  const of = `how often calls like this reached TP1 before the stop within the window on real history (calibrated from this symbol's backtest, where ${rawRecord(f)})`;
  const clears = Math.round(f.successProbability * 10) / 10 > Math.round(f.breakEven * 10) / 10;
  return `Success probability ${shown}: ${of}, ${clears ? "above" : "not above"} the ${pct(f.breakEven)} that breaks even when the call exits at TP1 or the stop.`;
}

function backtestLine(f: NarrativeFacts): string {
  const b = f.backtest;
  if (!b.sufficient) return `History is too short for a reliable backtest (${b.trades} trades).`;
  return `The same rules backtested on ${f.symbol}'s ${f.interval} history ${backtestRecord(b.winRate, b.trades)}, average ${formatNumber(b.averageProfit, 2)}% per trade, max drawdown ${pct(b.maxDrawdown)}.`;
}

function patternLine(f: NarrativeFacts): string | null {
  if (!f.patterns.length) return null;
  const list = f.patterns.map(
    (x) =>
      `${x.type.replace(/_/g, " ")} (${x.historicalSuccessRate == null ? "too few past cases" : `${x.historicalSuccessRate}% success in ${x.occurrences} past cases`})`,
  );
  return `Patterns on the last bars: ${list.join(", ")}.`;
}

function timingAlert(f: NarrativeFacts, p: (v: number) => string): string {
  const rsi = f.indicators.rsi;
  if (rsi > 70)
    return `RSI ${rsi.toFixed(1)} is overbought: entries after a pullback toward ${p(f.support)} carry less risk.`;
  if (rsi < 30) return `RSI ${rsi.toFixed(1)} is oversold: a bounce toward ${p(f.resistance)} can come quickly.`;
  if (!f.volumeKnown) return `RSI ${rsi.toFixed(1)}: timing is normal for a trade over ${f.horizon}.`;
  const ratio = f.indicators.volumeRatio;
  if (ratio < 0.7) return `Volume is ${ratio.toFixed(1)}x its average: moves on thin volume fade easily.`;
  return `Volume ${ratio.toFixed(1)}x average, RSI ${rsi.toFixed(1)}: timing is normal for a trade over ${f.horizon}.`;
}

export function writeNarrative(f: NarrativeFacts): Narrative {
  const p = (v: number) => formatPrice(v, f.symbol, f.decimals);
  const setup = setupLine(f, p);
  const reason = f.decisionReason ? f.decisionReason.trim().replace(/[.\s]+$/, "") : null;
  let verdict: string;
  let summary: string;
  if (f.recommendation === "AVOID") {
    verdict =
      sentence(`Avoid this trade for now: ${reason ?? "the risk is out of proportion to the goal"}`) +
      " Consider a smaller profit goal, a longer investment type or a larger budget.";
    summary = sentence(`Avoid ${f.symbol}: ${reason ?? "the goal is out of reach at acceptable risk"}`);
  } else if (f.recommendation === "WAIT") {
    const noEdge = !!reason && /past trades|comparable trades/.test(reason);
    verdict =
      sentence(`Waiting for confirmation is the better call: ${reason ?? "the signals disagree"}`) +
      (noEdge
        ? " These rules have shown no edge here in this style: another investment type, or the alternative below, may have one."
        : "") +
      " The conditions below say what to wait for.";
    summary = sentence(`Wait on ${f.symbol}: ${reason ?? "no confirmed direction"}`);
  } else if (f.recommendation === "BUY") {
    verdict = `Bullish setup: the plan is a long position.`;
    summary = `Long ${f.symbol} at ${p(f.levels.entryPrice)}, stop ${p(f.levels.stopLoss)}, targets ${p(f.levels.takeProfit1)} / ${p(f.levels.takeProfit2)}.`;
  } else {
    verdict = `Bearish setup: the plan is a short position.`;
    summary = `Short ${f.symbol} at ${p(f.levels.entryPrice)}, stop ${p(f.levels.stopLoss)}, targets ${p(f.levels.takeProfit1)} / ${p(f.levels.takeProfit2)}.`;
  }
  const lines = [
    setup,
    verdict,
    ...(f.recommendation === "AVOID" ? [] : levelsLines(f, p)),
    backtestLine(f),
    probabilityLine(f),
    patternLine(f),
    ...f.warnings.map(sentence),
  ].filter(Boolean);
  // Names, not feed codes (a trader does not read "EURUSD=X"): "EUR/USD trades at ...", never "EURUSD=X (EUR/USD)".
  const label = instrumentLabel(f.symbol, f.name);
  const named = (t: string) =>
    isProviderCode(f.symbol)
      ? t.split(`${f.symbol} (${f.name})`).join(label).split(f.symbol).join(instrumentName(f.symbol, f.name))
      : t;
  return {
    reasoning: named(lines.join(" ")),
    summary: named(summary),
    initialReason: named(setup),
    marketTimingAlert: timingAlert(f, p),
    engine: "builtin",
  };
}

export const builtinAi: AiProvider = {
  name: "builtin",
  async narrate(facts) {
    return writeNarrative(facts);
  },
};
