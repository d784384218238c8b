// The two sentences traders check with a calculator: the money at risk (size x stop distance,
// and which cap bound it) and what TP2 makes against the goal. Built from the stored figures only.
import { formatMoney, formatNumber, formatPercent } from "@/lib/format/price";
import { formatSize } from "@/lib/format/size";
import { instrumentName } from "@/lib/format/instrument";
import type { AnalysisResult } from "./types";

export function riskText(a: AnalysisResult): string | null {
  const l = a.levels;
  if (!l || !(a.budget > 0)) return null;
  const cur = a.budgetCurrency;
  const size = formatSize(l.positionSize, a.instrumentType, a.identifiedSymbol || a.symbol, l.entryPrice);
  const base = `${size} puts ${formatMoney(l.potentialLoss, cur)} at risk (${formatPercent((l.potentialLoss / a.budget) * 100, 2)} of the budget)`;
  const allowed = `${formatMoney(l.riskAmount, cur)} (${a.riskPercentage}%) allowed`;
  switch (a.sizing?.boundBy) {
    case "leverage":
      return `${base}: capped by the ${a.leverage}x leverage limit of ${formatMoney(a.sizing.leverageCap, cur)} of position, below the ${allowed}.`;
    case "goal":
      return `${base}: sized so TP2 makes your goal, below the ${allowed}.`;
    case "minimum":
      return `${base}: the smallest tradable size.`;
    default:
      return l.potentialLoss < l.riskAmount * 0.98
        ? `${base}: rounded down to a tradable size, under the ${allowed}.`
        : `${base}.`;
  }
}

/** "10%" or "200.00 USD", as the trader typed it. */
export function goalLabelOf(goal: AnalysisResult["profitGoal"]): string {
  return goal.type === "%"
    ? `${formatNumber(goal.value, Number.isInteger(goal.value) ? 0 : 2)}%`
    : formatMoney(goal.value, goal.type);
}

export function goalText(a: AnalysisResult, price$: (v: number) => string): string | null {
  const g = a.profitGoal;
  const l = a.levels;
  if (!g || !l) return null;
  const cur = a.budgetCurrency;
  const planned = formatMoney(g.planned ?? l.potentialProfit, cur);
  const asked = g.type === cur ? goalLabelOf(g) : `${goalLabelOf(g)} (${formatMoney(g.amount, cur)})`;
  const tp2 = `TP2 ${price$(l.takeProfit2)}`;
  if (g.status === "capped" && g.requiredMove && g.reachableMove) {
    const ratio = formatNumber(g.requiredMove / g.reachableMove, 1);
    const move = formatPercent((g.requiredMove / l.entryPrice) * 100);
    return `Your ${asked} goal is out of reach in ${g.horizon ?? "this horizon"}: it needs a ${move} move (${price$(g.requiredMove)}), ${ratio}x what ${instrumentName(a.identifiedSymbol || a.symbol, a.instrumentName)} can reasonably move. The plan targets the largest reasonable goal instead: ${tp2} makes ${planned} (${formatPercent(((g.planned ?? 0) / a.budget) * 100)} of the budget).`;
  }
  if (g.status === "exceeded")
    return `Your ${asked} goal is smaller than the smallest sensible trade: ${tp2} makes ${planned}.`;
  return `${tp2} makes ${planned}: your ${asked} goal.`;
}
