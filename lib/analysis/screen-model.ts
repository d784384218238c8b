// What the results screen shows, derived once from a stored analysis: every figure on the screen
// comes from here, so the headline probability, the badges, the risk text and the goal text
// cannot disagree. The recommendation is read from the reasoning by the keyword rule (part 1
// section 4) and the verdict by the shared rules (part 2 section 4). Pure: no React, no fetch.
import { formatMoney, formatNumber, formatPercent, formatPrice, formatVolume } from "@/lib/format/price";
import { formatSize, lotBreakdown } from "@/lib/format/size";
import { instrumentLabel } from "@/lib/format/instrument";
import { formatProbability } from "@/lib/format/probability";
import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import { volumeIsKnown } from "./decision";
import { goalText, riskText } from "./screen-text";
import { waitTrigger } from "./wait-trigger";
import type { AnalysisResult, Recommendation, RiskLevel } from "./types";
import {
  computeVerdict,
  enhancedWarningText,
  riskLevelFor,
  validationScoreFor,
  type Verdict,
  type VerdictLevel,
} from "./verdict";

/** The first value that is a finite number (the spec reads each level under several names). */
const firstNumber = (...values: unknown[]): number | null => {
  for (const v of values) if (typeof v === "number" && Number.isFinite(v)) return v;
  return null;
};

export const levelText: Record<VerdictLevel, string> = {
  approved: "Approved",
  caution: "Caution",
  high_risk: "High risk",
};

export interface ScreenLevel {
  value: number | null;
  text: string;
}

export interface ScreenModel {
  symbol: string;
  /** What a person reads: "EUR/USD", "Gold", "Apple Inc. (AAPL)"; never a feed code. */
  displayName: string;
  /** trade: BUY/SELL with a position; wait: conditions, no order; avoid: no plan at all. */
  plan: "trade" | "wait" | "avoid";
  /** A WAIT's levels as "if ... then" (what to wait for), null otherwise. */
  conditions: string[] | null;
  /** Why no position is shown (the budget is below one tradable unit), null when one is. */
  noPositionText: string | null;
  /** "Checked: 9/9 rules": the built-in checks that ran on this plan, never "AI Validated". */
  checksText: string | null;
  /** True only when a language model wrote the narrative. */
  aiWritten: boolean;
  price: number | null;
  changePercent: number | null;
  recommendation: Recommendation;
  verdict: Verdict;
  probabilityText: string; // the one probability, e.g. "35%"; "Not measured" without a backtest
  /** False when the history was too short to measure a probability: no figure stands for one. */
  probabilityMeasured: boolean;
  /** The level's words when they add something to the badge ("CAUTION Caution" said it twice). */
  levelLabel: string | null;
  verdictLabel: string; // accessible: "Verdict: WAIT, High risk"
  probabilityBasis: string;
  profitProbabilityBadge: string | null;
  aiValidated: boolean;
  enhancedWarnings: string[];
  long: boolean;
  entry: number | null;
  stopLoss: number | null;
  takeProfit1: number | null;
  takeProfit2: number | null;
  levels: { entry: ScreenLevel; stopLoss: ScreenLevel; takeProfit1: ScreenLevel; takeProfit2: ScreenLevel };
  decimals: number;
  position: { size: string; value: string; lots: string | null } | null;
  riskText: string | null; // money at risk = size x stop distance, and what bound it
  goalText: string | null; // what TP2 makes at that size, against the trader's goal
  goalStatus: "met" | "capped" | "exceeded" | null;
  reasoning: string;
  summary: string;
  riskLevel: RiskLevel | null;
  validationScore: number;
  volumeText: string; // "n/a" where the market has no volume
  volumeRatioText: string;
  macdText: string;
  timingAlert: string;
  /** A price of this analysis' symbol on its plan's grid. */
  price$: (value: number | null | undefined) => string;
}

export function screenModel(a: AnalysisResult): ScreenModel {
  const ps = a.personalizedStrategy;
  const ds = a.detailedStrategy;
  const ai = a.aiAnalysis;
  const symbol = a.identifiedSymbol || a.symbol;
  const entry = firstNumber(ps?.entry?.price, ds?.entryPrice, ai?.entryPrice, a.entryPrice);
  const stopLoss = firstNumber(ps?.stopLoss?.price, ds?.stopLoss, ai?.stopLoss, a.stopLoss);
  const takeProfit1 = firstNumber(ps?.takeProfit?.tp1?.price, ds?.takeProfit1, a.takeProfit1);
  const takeProfit2 = firstNumber(
    ps?.takeProfit?.tp2?.price,
    ds?.takeProfit2,
    ds?.takeProfit,
    ai?.takeProfit,
    a.takeProfit2,
  );
  const reasoning =
    ds?.reasoning || a.reasoning || a.initialAnalysis?.reason || a.metadata?.initialAnalysis?.reason || "";
  const recommendation = recommendationFromText({
    reasoning,
    entryPrice: entry,
    stopLoss,
    stated: ds?.recommendation ?? a.recommendation,
  });
  const storedScore = a.marketData?.validationScore ?? ds?.validationResult?.score;
  const verdict = computeVerdict({
    recommendation,
    probability: a.successProbability,
    enhancedAnalysis: ds?.enhancedAnalysis ?? a.enhancedAnalysis,
    profitProbability: a.profitProbability,
    validationScore: storedScore,
  });
  const price = firstNumber(a.currentPrice, a.marketData?.currentPrice);
  const decimals = planDecimalsOf([entry, stopLoss, takeProfit1, takeProfit2], symbol, price ?? entry ?? 0);
  const price$ = (value: number | null | undefined) => formatPrice(value, symbol, decimals);
  const level = (value: number | null): ScreenLevel => ({ value, text: value === null ? "—" : price$(value) });
  const badge = verdict.badge;
  const words = levelText[verdict.level];
  const levelLabel = words.toUpperCase() === badge ? null : words;
  const l = a.levels;
  const ind = a.indicators;
  const volumeKnown = !!ind && volumeIsKnown(a.instrumentType, ind.volume, ind.averageVolume);
  const profit = a.profitProbability;
  const plan = recommendation === "AVOID" ? "avoid" : recommendation === "WAIT" ? "wait" : "trade";
  const measured = a.backtesting?.sufficient !== false;
  const noPositionText = noPositionTextOf(a, symbol);
  const checks = ds?.validationResult?.checks;
  const checkValues = checks ? Object.values(checks) : [];
  const support = firstNumber(a.marketData?.support);
  const resistance = firstNumber(a.marketData?.resistance);
  const long = stopLoss !== null && entry !== null ? stopLoss < entry : true;
  return {
    symbol,
    displayName: instrumentLabel(symbol, a.instrumentName),
    plan,
    conditions:
      plan === "wait" && entry !== null && stopLoss !== null
        ? waitConditions({ long, entry, stopLoss, takeProfit1, takeProfit2, support, resistance, price$ })
        : null,
    noPositionText: plan === "avoid" ? null : noPositionText,
    checksText: checkValues.length
      ? `Checked: ${checkValues.filter(Boolean).length}/${checkValues.length} rules`
      : null,
    aiWritten: typeof a.metadata?.engine === "string" && a.metadata.engine.startsWith("together:"),
    price,
    changePercent: firstNumber(a.marketData?.changePercent, a.changePercent),
    recommendation,
    verdict,
    // Too short a history measures nothing: the default is not shown as if it were a measurement.
    probabilityText: measured ? formatProbability(verdict.probability) : "Not measured",
    probabilityMeasured: measured,
    levelLabel,
    verdictLabel: `Verdict: ${badge}${levelLabel ? `, ${levelLabel}` : ""}`,
    probabilityBasis: measured
      ? "this symbol's backtest, calibrated on real history"
      : `no probability: ${a.backtesting.trades} comparable ${a.backtesting.trades === 1 ? "trade" : "trades"} in this symbol's history, too few for a backtest`,
    profitProbabilityBadge:
      verdict.showProfitProbabilityBadge && typeof profit === "number" && Number.isFinite(profit)
        ? `Profit probability ${formatPercent(profit)}`
        : null,
    aiValidated: verdict.aiValidated,
    enhancedWarnings: verdict.warnings.map((w) => enhancedWarningText[w]),
    long,
    entry,
    stopLoss,
    takeProfit1,
    takeProfit2,
    levels: {
      entry: level(entry),
      stopLoss: level(stopLoss),
      takeProfit1: level(takeProfit1),
      takeProfit2: level(takeProfit2),
    },
    decimals,
    position:
      l && plan === "trade" && !noPositionText
        ? {
            size: formatSize(l.positionSize, a.instrumentType, symbol, l.entryPrice),
            value: formatMoney(l.positionValue, a.budgetCurrency),
            lots: a.instrumentType === "forex" ? lotBreakdown(l.positionSize) : null,
          }
        : null,
    riskText: plan === "trade" && !noPositionText ? riskText(a) : null,
    // A WAIT keeps what its conditional plan would make (and an out-of-reach goal said so).
    goalText: plan !== "avoid" && !noPositionText ? goalText(a, price$) : null,
    goalStatus: a.profitGoal?.status ?? null,
    reasoning,
    summary: ps?.reasoning || ai?.summary || "",
    riskLevel: riskLevelFor(verdict.level, recommendation, a.marketData?.riskLevel),
    validationScore: validationScoreFor(verdict.level, recommendation, storedScore),
    volumeText:
      volumeKnown || (a.instrumentType !== "forex" && (a.marketData?.volume ?? 0) > 0)
        ? formatVolume(a.marketData?.volume)
        : "n/a",
    volumeRatioText: volumeKnown ? `${formatNumber(ind.volumeRatio, 1)}x` : "n/a",
    macdText: ind?.macd && Number.isFinite(ind.macd.histogram) ? formatNumber(ind.macd.histogram, decimals + 1) : "—",
    timingAlert: a.marketTimingAlert || "No timing alert for this analysis.",
    price$,
  };
}

/** "If the price closes above 1.0850, then ..." : a WAIT's levels as the conditions to wait for. */
function waitConditions(w: {
  long: boolean;
  entry: number;
  stopLoss: number;
  takeProfit1: number | null;
  takeProfit2: number | null;
  support: number | null;
  resistance: number | null;
  price$: (v: number | null | undefined) => string;
}): string[] {
  const { long, price$ } = w;
  const side = long ? "buy" : "sell";
  const trigger = waitTrigger(w);
  const targets = [w.takeProfit1, w.takeProfit2]
    .filter((v): v is number => v !== null)
    .map(price$)
    .join(" / ");
  return [
    trigger !== null
      ? `If the price closes ${long ? "above the resistance at" : "below the support at"} ${price$(trigger)}, then a ${side} near ${price$(w.entry)} with a stop at ${price$(w.stopLoss)}${targets ? ` and targets ${targets}` : ""} is worth a fresh analysis.`
      : `If the signals come to agree on a ${side}, then a ${side} near ${price$(w.entry)} with a stop at ${price$(w.stopLoss)}${targets ? ` and targets ${targets}` : ""} is worth a fresh analysis.`,
    `If the price ${long ? "falls below" : "rises above"} ${price$(w.stopLoss)}, then the ${side} case is off.`,
    "Until then: no order, no position.",
  ];
}

/** A position the budget cannot pay for is not shown: size 0 (the engine found none), or, on an
 * analysis stored before that rule, a value above budget x leverage. */
function noPositionTextOf(a: AnalysisResult, symbol: string): string | null {
  const l = a.levels;
  if (!l || !(a.budget > 0)) return null;
  const cap = a.budget * (a.leverage || 1);
  if (l.positionSize > 0 && l.positionValue <= cap + 0.01) return null;
  const step = a.sizing?.step ?? (l.positionSize > 0 ? l.positionSize : 1);
  const unitValue =
    a.sizing?.unitValue ?? (l.positionSize > 0 ? (l.positionValue / l.positionSize) * step : step * l.entryPrice);
  const unit = formatSize(step, a.instrumentType, symbol, l.entryPrice);
  return `No position: your budget of ${formatMoney(a.budget, a.budgetCurrency)} at ${a.leverage || 1}x (${formatMoney(cap, a.budgetCurrency)} of position at most) is below one tradable unit (${unit} costs ${formatMoney(unitValue, a.budgetCurrency)}).`;
}

/** The decimals the plan's levels were placed on (stored analyses predate the grid: at most 10). */
function planDecimalsOf(levels: (number | null)[], symbol: string, price: number): number {
  const base = formatPrice(price, symbol).split(".")[1]?.length ?? 2;
  let d = base;
  for (const v of levels) {
    if (v === null) continue;
    while (d < 10 && Math.abs(Number(v.toFixed(d)) - v) > 1e-12 * Math.max(1, Math.abs(v))) d++;
  }
  return Math.min(d, Math.max(base, 6));
}
