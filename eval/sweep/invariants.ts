// The consistency invariants, checked on what the results screen shows (the screen
// model) for one stored analysis. Returns the broken ones in words; an empty list is a pass.
import { successBreakEven } from "@/lib/analysis/engine/edge";
import { pairAgainstBudget } from "@/lib/analysis/engine/size-step";
import type { ScreenModel } from "@/lib/analysis/screen-model";
import type { AnalysisResult } from "@/lib/analysis/types";

const num = (s: string) => Number(s.replace(/,/g, ""));

/** Every string the screen shows, with where it sits. */
export function screenStrings(m: ScreenModel): [string, string][] {
  const out: [string, string][] = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === "string") out.push([path, v]);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk({ ...m, price$: undefined, verdict: undefined }, "");
  return out;
}

export function checkInvariants(a: AnalysisResult, m: ScreenModel): string[] {
  const bad: string[] = [];
  const strings = screenStrings(m);
  const all = strings.map(([, s]) => s).join("\n");

  // No NaN, Infinity or undefined anywhere; no doubled full stop; no repeated verdict words.
  for (const [where, s] of strings) {
    if (/NaN|Infinity|undefined|\bnull\b/.test(s)) bad.push(`${where} shows "${s.slice(0, 80)}"`);
    if (/[^.]\.\.(?!\.)/.test(s)) bad.push(`${where} has a doubled full stop`);
  }
  if (m.levelLabel && m.levelLabel.toUpperCase() === m.verdict.badge)
    bad.push(`verdict reads "${m.verdict.badge} ${m.levelLabel}"`);

  // One probability everywhere.
  const headline = m.verdict.probability;
  if (Math.abs(headline - a.successProbability) > 0.05)
    bad.push(`headline ${headline}% but stored ${a.successProbability}%`);
  for (const match of all.matchAll(
    /(?<!Profit )(?:success probability|probability) (?:of )?([\d.,]+)%|([\d.,]+)% (?:success )?probability/gi,
  )) {
    const v = num(match[1] ?? match[2]);
    if (Math.abs(v - headline) > 0.05) bad.push(`text names a ${v}% probability beside the ${headline}% headline`);
  }

  // No AI Validated, high validation score, profit badge or LOW RISK beside AVOID or high risk.
  const rejected = m.verdict.badge === "AVOID" || m.verdict.level === "high_risk";
  if (rejected && (m.aiValidated || m.validationScore >= 70 || m.riskLevel === "LOW" || m.profitProbabilityBadge)) {
    bad.push(
      `${m.verdict.badge}/${m.verdict.level} beside aiValidated=${m.aiValidated} score=${m.validationScore} risk=${m.riskLevel}`,
    );
  }

  // BUY/SELL only when the backtest paid and its win rate (TP1 before the stop) beat the break-even
  // of a call exiting at TP1 or the stop. The headline is that rate calibrated on real history.
  const rr = a.levels.riskRewardRatio;
  if (m.recommendation === "BUY" || m.recommendation === "SELL") {
    const b = a.backtesting;
    if (!b.sufficient || b.averageProfit < 0 || b.winRate <= successBreakEven(rr)) {
      bad.push(
        `${m.recommendation} with backtest ${b.averageProfit}%/trade, win ${b.winRate}% vs break-even ${successBreakEven(rr).toFixed(1)}%`,
      );
    }
    if ((m.recommendation === "BUY") !== m.long) bad.push(`${m.recommendation} with levels on the other side`);
  }

  // Levels on the correct sides and ordered.
  const { entry, stopLoss, takeProfit1, takeProfit2 } = m;
  if (entry === null || stopLoss === null || takeProfit1 === null || takeProfit2 === null)
    bad.push("a level is missing");
  else {
    const side = m.long ? 1 : -1;
    if (!(
      side * (entry - stopLoss) > 0 &&
      side * (takeProfit1 - entry) > 0 &&
      side * (takeProfit2 - takeProfit1) > 0
    )) {
      bad.push(`levels out of order: stop ${stopLoss} entry ${entry} tp1 ${takeProfit1} tp2 ${takeProfit2}`);
    }
  }

  // A WAIT or an AVOID is no order: no position, no money at risk, no "market order".
  const l = a.levels;
  const noTrade = m.plan !== "trade" || m.noPositionText !== null;
  if (noTrade) {
    if (m.position) bad.push(`${m.recommendation} shows a position`);
    if (/puts [\d,.]+ [A-Z]{3} at risk|Entry: market/.test(all))
      bad.push(`${m.recommendation} states an order or money at risk`);
    if (l.positionValue > a.budget * a.leverage + 0.01) bad.push("a position costs more than budget x leverage");
    return bad;
  }

  // Money at risk = size x stop distance (converted at the stop price for a pair quoted against the
  // budget currency, where the loss is taken); the goal figure = what TP2 makes at that size.
  const fx = l.positionSize > 0 ? l.positionValue / (l.positionSize * l.entryPrice) : 1;
  const stopFx = pairAgainstBudget(
    { type: a.instrumentType, symbol: a.identifiedSymbol || a.symbol, currency: a.currency },
    a.budgetCurrency,
  )
    ? 1 / l.stopLoss
    : fx;
  const tolerance = (v: number) => Math.max(0.011, Math.abs(v) * 0.0005);
  const risk = l.positionSize * Math.abs(l.entryPrice - l.stopLoss) * stopFx;
  const gain = l.positionSize * Math.abs(l.takeProfit2 - l.entryPrice) * fx;
  const riskTexts = [m.riskText ?? "", m.reasoning].flatMap((s) =>
    [...s.matchAll(/puts ([\d,.]+) [A-Z]{3} at risk/g)].map((x) => num(x[1])),
  );
  if (riskTexts.length < 2) bad.push("the money at risk is not stated on the screen and in the text");
  for (const v of riskTexts)
    if (Math.abs(v - risk) > tolerance(risk))
      bad.push(`text puts ${v} at risk, size x stop distance is ${risk.toFixed(2)}`);
  const bound = a.sizing?.boundBy;
  if (bound === "leverage" && !/leverage/.test(m.riskText ?? ""))
    bad.push("the leverage cap bound the size but the risk text does not say so");
  if (l.potentialLoss < l.riskAmount * 0.98 && !/leverage|rounded|goal|smallest/.test(m.riskText ?? ""))
    bad.push("less than the allowed risk, and no reason given");
  const goalTexts = [m.goalText ?? "", m.reasoning].flatMap((s) =>
    [...s.matchAll(/TP2 [\d,.]+ makes ([\d,.]+) [A-Z]{3}/g)].map((x) => num(x[1])),
  );
  if (goalTexts.length < 2) bad.push("what TP2 makes is not stated on the screen and in the text");
  for (const v of goalTexts)
    if (Math.abs(v - gain) > tolerance(gain))
      bad.push(`text says TP2 makes ${v}, size x TP2 distance is ${gain.toFixed(2)}`);
  if (a.profitGoal.status === "capped" && !/out of reach/.test(m.goalText ?? ""))
    bad.push("an unreachable goal is not called out");
  if (a.profitGoal.status === "met" && l.potentialProfit < a.profitGoal.amount * 0.95)
    bad.push(`goal ${a.profitGoal.amount} "met" with ${l.potentialProfit}`);

  // No volume figure, and no alert built on one, where the market has none.
  if (a.instrumentType === "forex" && (m.volumeText !== "n/a" || /volume/i.test(m.timingAlert)))
    bad.push("forex shows a volume figure");
  return bad;
}
