// Every judgement about one analysis, made once: the verdict (displayed probability, level,
// badge), the risk level and validation score harmonised with it, the goal and what bound the
// size. The narrative facts and the stored result both read this, so no sentence and no badge
// can compute a figure of its own.
import { priceDecimals, planDecimals } from "@/lib/format/price";
import { sizeStep } from "@/lib/analysis/engine/size-step";
import type { InstrumentAnalysis } from "./engine/analyze-instrument";
import { calibratedEdgeReason, successBreakEven } from "./engine/edge";
import type { CreateAnalysisInput } from "./schemas";
import type { AnalysisResult, EnhancedAnalysis, RiskLevel } from "./types";
import { computeVerdict, riskLevelFor, validationScoreFor, type Verdict } from "./verdict";
import { WEEK_MS } from "@/lib/time";

export interface Decision {
  verdict: Verdict;
  riskLevel: RiskLevel;
  validation: { valid: boolean; score: number; checks: Record<string, boolean> };
  profitGoal: AnalysisResult["profitGoal"];
  sizing: NonNullable<AnalysisResult["sizing"]>;
  decimals: number;
  volumeKnown: boolean;
  breakEven: number;
}

/** From volatility (ATR in % of price) and the leverage the position actually uses. */
function measuredRisk(a: InstrumentAnalysis, budget: number): RiskLevel {
  const volatility = (a.indicators.atr / a.quote.price) * 100;
  const usedLeverage = a.plan.levels.positionValue / budget;
  if (volatility > 3 || usedLeverage > 20) return "HIGH";
  if (volatility < 1 && usedLeverage <= 5) return "LOW";
  return "MEDIUM";
}

function validationChecks(a: InstrumentAnalysis, input: CreateAnalysisInput, now: Date) {
  const l = a.plan.levels;
  const side = l.stopLoss < l.entryPrice ? 1 : -1;
  const lastClose = a.candles[a.candles.length - 1].close;
  return {
    levelsOrdered: side * (l.takeProfit1 - l.entryPrice) > 0 && side * (l.takeProfit2 - l.takeProfit1) > 0,
    rewardRiskAtLeast1_5: l.riskRewardRatio >= 1.5,
    stopAtLeastOneAtr: Math.abs(l.entryPrice - l.stopLoss) >= a.indicators.atr * 0.99,
    leverageRespected: l.positionValue <= input.budget * input.leverage + 0.01,
    riskRespected: l.potentialLoss <= l.riskAmount + 0.01,
    quoteMatchesCandles: Math.abs(lastClose - a.quote.price) / a.quote.price < 0.02,
    quoteFresh: now.getTime() - new Date(a.quote.asOf).getTime() < WEEK_MS,
    backtestSufficient: a.backtest.sufficient,
    // The measured (calibrated) probability beats what this reward/risk needs to break even, and so
    // did the rules' own backtest (the shown figure starts from a random walk, so it can clear the
    // break-even where the rules' record did not; the screen then says the record fell short).
    clearsBreakEven:
      calibratedEdgeReason(a.successProbability, l.riskRewardRatio) === null &&
      Math.min(a.backtestProbability, a.backtest.winRate) > successBreakEven(l.riskRewardRatio),
  };
}

/** The pattern success rate the verdict weighs: the mean of the rated patterns on the chart, or
 * with none rated, the rule set's own backtest win rate (the rules are then the pattern). */
export function patternRateOf(rated: { historicalSuccessRate: number | null }[], backtestWinRate: number): number {
  return rated.length
    ? Math.round((rated.reduce((s, p) => s + (p.historicalSuccessRate ?? 0), 0) / rated.length) * 10) / 10
    : backtestWinRate;
}

/** Volume means nothing where the market reports none (forex) or the last bar did not trade. */
export const volumeIsKnown = (instrumentType: string, volume: number, averageVolume: number) =>
  instrumentType !== "forex" && averageVolume > 0 && volume > 0;

export function decide(
  a: InstrumentAnalysis,
  input: CreateAnalysisInput,
  enhanced: EnhancedAnalysis | null,
  now: Date,
): Decision {
  const verdict = computeVerdict({
    recommendation: a.recommendation,
    probability: a.successProbability,
    enhancedAnalysis: enhanced,
  });
  const checks = validationChecks(a, input, now);
  const passed = Object.values(checks).filter(Boolean).length;
  const rawScore = Math.round((passed / Object.keys(checks).length) * 100);
  const l = a.plan.levels;
  const g = a.plan.goal;
  return {
    verdict,
    // A call that loses at its own break-even is a high risk however calm the market.
    riskLevel: checks.clearsBreakEven
      ? (riskLevelFor(verdict.level, a.recommendation, measuredRisk(a, input.budget)) ?? "HIGH")
      : "HIGH",
    validation: {
      valid: checks.levelsOrdered && checks.leverageRespected && checks.riskRespected,
      score: validationScoreFor(verdict.level, a.recommendation, rawScore),
      checks: { ...checks, verdictAcceptable: a.recommendation !== "AVOID" && verdict.level !== "high_risk" },
    },
    profitGoal: {
      value: input.profit,
      type: input.profitType,
      amount: Math.round(a.goalAmount * 100) / 100,
      planned: l.potentialProfit,
      status: g.status,
      requiredMove: g.requiredMove,
      reachableMove: g.reachableMove,
      horizon: a.timeframe.label,
    },
    sizing: {
      boundBy: a.plan.sizeBound,
      riskAllowed: l.riskAmount,
      leverageCap: Math.round(input.budget * input.leverage * 100) / 100,
      step: sizeStep(a.instrument.type, a.quote.price),
      unitValue: a.plan.unitValue,
    },
    decimals: Math.max(
      planDecimals(a.instrument.symbol, a.quote.price, a.indicators.atr),
      priceDecimals(a.instrument.symbol, a.quote.price),
    ),
    volumeKnown: volumeIsKnown(a.instrument.type, a.indicators.volume, a.indicators.averageVolume),
    breakEven: Math.round(successBreakEven(l.riskRewardRatio) * 10) / 10,
  };
}
