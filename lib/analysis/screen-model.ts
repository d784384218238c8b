// What the results screen shows, derived once from a stored analysis: every figure on the screen
// comes from here, so the headline probability, the badges, the risk text and the goal text
// cannot disagree. The recommendation is read from the reasoning by the keyword rule (part 1
// section 4) and the verdict by the shared rules (part 2 section 4). Pure: no React, no fetch.
import { formatMoney, formatNumber, formatPercent, formatPrice, formatVolume } from "@/lib/format/price";
import { formatSize, lotBreakdown } from "@/lib/format/size";
import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import { volumeIsKnown } from "./decision";
import { goalText, riskText } from "./screen-text";
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
  price: number | null;
  changePercent: number | null;
  recommendation: Recommendation;
  verdict: Verdict;
  probabilityText: string; // the one probability, e.g. "35%"
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
  return {
    symbol,
    price,
    changePercent: firstNumber(a.marketData?.changePercent, a.changePercent),
    recommendation,
    verdict,
    probabilityText: formatPercent(verdict.probability),
    levelLabel,
    verdictLabel: `Verdict: ${badge}${levelLabel ? `, ${levelLabel}` : ""}`,
    probabilityBasis:
      a.backtesting?.sufficient === false
        ? "default probability (history too short for a backtest)"
        : "from the backtest on this symbol's history",
    profitProbabilityBadge:
      verdict.showProfitProbabilityBadge && typeof profit === "number" && Number.isFinite(profit)
        ? `Profit probability ${formatPercent(profit)}`
        : null,
    aiValidated: verdict.aiValidated,
    enhancedWarnings: verdict.warnings.map((w) => enhancedWarningText[w]),
    long: stopLoss !== null && entry !== null ? stopLoss < entry : true,
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
    position: l
      ? {
          size: formatSize(l.positionSize, a.instrumentType, symbol, l.entryPrice),
          value: formatMoney(l.positionValue, a.budgetCurrency),
          lots: a.instrumentType === "forex" ? lotBreakdown(l.positionSize) : null,
        }
      : null,
    riskText: riskText(a),
    goalText: goalText(a, price$),
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
