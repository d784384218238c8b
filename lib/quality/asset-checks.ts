// The eight checks of one sample analysis (part 2, personal analysis validation). Pure: a run in,
// booleans out, each one able to fail (asset-checks.test.ts breaks each property in turn).
import { computeVerdict, WAIT_PROBABILITY_CAP } from "@/lib/analysis/verdict";
import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import type { SampleRun } from "./sample-analysis";

export interface AssetChecks {
  badgeAlignment: boolean;
  leverageRespected: boolean;
  riskCalculationCorrect: boolean;
  hasTP1TP2: boolean;
  successProbabilityDynamic: boolean;
  hasRealisticPrices: boolean;
  hasCompleteData: boolean;
  frontendReady: boolean;
}

export const CHECK_LABELS: Record<keyof AssetChecks, string> = {
  badgeAlignment: "Badge Aligned",
  leverageRespected: "Leverage OK",
  riskCalculationCorrect: "Risk Calc OK",
  hasTP1TP2: "TP1/TP2 OK",
  successProbabilityDynamic: "Dynamic SP",
  hasRealisticPrices: "Real Prices",
  hasCompleteData: "Complete Data",
  frontendReady: "Frontend Ready",
};

const finite = (...v: unknown[]) => v.every((x) => typeof x === "number" && Number.isFinite(x));
const near = (a: number, b: number, tol: number) => Math.abs(a - b) <= tol;
const ENTRY_MAX_DISTANCE = 0.02; // entry within 2% of the live quote, or within 2 ATR for a limit entry
const QUOTE_VS_CANDLE = 0.02; // the quote and the latest candle close agree within 2%

/** `variant` is the same asset with other inputs: a data-driven probability changes with them. */
export function checkAsset(run: SampleRun, variant: SampleRun | null): AssetChecks {
  const { result: r, analysis: a, input } = run;
  const l = r.levels;
  const side = l.stopLoss < l.entryPrice ? 1 : -1;
  const stated = r.recommendation;

  // The badge the results screen shows (from the stored result) is the one the engine's own call
  // and probability give, within the caps (AVOID 0%, WAIT at most 35%), and a BUY's stop sits
  // below entry, a SELL's above.
  const verdict = computeVerdict({
    recommendation: stated,
    probability: r.successProbability,
    enhancedAnalysis: r.enhancedAnalysis,
  });
  const engine = computeVerdict({
    recommendation: a.recommendation,
    probability: a.successProbability,
    enhancedAnalysis: r.enhancedAnalysis,
  });
  const badgeAlignment =
    stated === a.recommendation &&
    verdict.badge === engine.badge &&
    r.successProbability === engine.probability &&
    (stated === "AVOID"
      ? r.successProbability === 0
      : stated === "WAIT"
        ? r.successProbability <= WAIT_PROBABILITY_CAP
        : stated === "BUY"
          ? side === 1
          : side === -1);

  // The engine may refuse a trade whose smallest tradable size breaks the caps (sized "minimum",
  // not actionable): that is the engine respecting them, not ignoring them.
  const refused = r.sizing?.boundBy === "minimum" && (stated === "WAIT" || stated === "AVOID");
  const maxPosition = input.budget * input.leverage;
  const leverageRespected =
    r.leverage === input.leverage && (l.positionValue <= maxPosition * (1 + 1e-9) + 0.01 || refused);

  const riskAmount = (input.budget * input.riskPercentage) / 100;
  const fx = l.positionSize > 0 ? l.positionValue / (l.positionSize * l.entryPrice) : 1;
  const stepLoss = (r.sizing?.step ?? 0) * Math.abs(l.entryPrice - l.stopLoss) * fx; // one size step less
  const riskCalculationCorrect =
    r.riskPercentage === input.riskPercentage &&
    near(l.riskAmount, riskAmount, 0.01) &&
    (refused || l.potentialLoss <= riskAmount + 0.01) &&
    // When the risk sized the position, the stop loses the risk amount, give or take one size step.
    (r.sizing?.boundBy !== "risk" || l.potentialLoss >= riskAmount - stepLoss - riskAmount * 0.005 - 0.01);

  const hasTP1TP2 =
    finite(l.takeProfit1, l.takeProfit2) &&
    side * (l.takeProfit1 - l.entryPrice) > 0 &&
    side * (l.takeProfit2 - l.takeProfit1) > 0;

  const successProbabilityDynamic =
    a.backtest.sufficient &&
    variant !== null &&
    finite(a.successProbability, variant.analysis.successProbability) &&
    a.successProbability !== variant.analysis.successProbability;

  const price = a.quote.price;
  const lastClose = a.candles.at(-1)?.close ?? NaN;
  const hasRealisticPrices =
    price > 0 &&
    [l.entryPrice, l.stopLoss, l.takeProfit1, l.takeProfit2].every((p) => p > 0) &&
    Math.abs(l.entryPrice - price) <= Math.max(price * ENTRY_MAX_DISTANCE, 2 * a.indicators.atr) &&
    Math.abs(lastClose - price) / price <= QUOTE_VS_CANDLE;

  const hasCompleteData =
    Boolean(r.symbol && r.recommendation && r.reasoning.trim() && r.investmentType) &&
    finite(
      r.entryPrice,
      r.stopLoss,
      r.takeProfit1,
      r.takeProfit2,
      r.successProbability,
      r.leverage,
      r.riskPercentage,
      r.riskRewardRatio,
    ) &&
    finite(
      r.marketData?.rsi,
      r.marketData?.support,
      r.marketData?.resistance,
      r.backtesting?.winRate,
      r.backtesting?.maxDrawdown,
    ) &&
    Boolean(r.marketData?.trend && r.marketData?.riskLevel && r.enhancedAnalysis?.multiTimeframeAnalysis);

  // What the results screen derives (components/analysis/results/results-model.ts): the keyword rule
  // over the reasoning must read back the stated call, and every alias of a level must agree.
  const readBack = recommendationFromText({
    reasoning: r.detailedStrategy.reasoning || r.reasoning,
    entryPrice: l.entryPrice,
    stopLoss: l.stopLoss,
    stated,
  });
  const ps = r.personalizedStrategy;
  const frontendReady =
    readBack === stated &&
    ps.entry.price === r.entryPrice &&
    ps.stopLoss.price === r.stopLoss &&
    ps.takeProfit.tp1.price === r.takeProfit1 &&
    ps.takeProfit.tp2.price === r.takeProfit2 &&
    r.detailedStrategy.entryPrice === r.entryPrice &&
    r.detailedStrategy.takeProfit2 === r.takeProfit2 &&
    r.chart.candles.length > 0;

  return {
    badgeAlignment,
    leverageRespected,
    riskCalculationCorrect,
    hasTP1TP2,
    successProbabilityDynamic,
    hasRealisticPrices,
    hasCompleteData,
    frontendReady,
  };
}
