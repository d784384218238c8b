// Levels and position size for a BUY or SELL (SELL mirrors BUY). Pure math, unit-tested.
import type { StrategyLevels } from "../types";

export const MIN_REWARD_RISK = 1.5; // part 2 section 9: minimum reward/risk fallback
export const TP1_SHARE = 0.625; // TP1 sits at 60-65% of the profit goal: we take the middle
export const MAX_STRUCTURAL_STOP_ATR = 4; // a swing level further than this is not a usable stop
export const FALLBACK_STOP_ATR = 2;

export interface StrategyInput {
  direction: "BUY" | "SELL";
  price: number;
  atr: number;
  support: number;
  resistance: number;
  budget: number;
  riskPercentage: number;
  leverage: number;
  goalAmount: number; // profit goal in budget currency
  fx?: number; // budget currency per unit of the instrument's currency
  limitLevel?: number | null; // enter at this level instead of the market
  maxMoveAtr: number; // the largest move (in ATRs) this timeframe can be asked for
}

/** structure: beyond the swing level; atr_floor: the level is closer than 1 ATR, so the stop sits
 * at 1 ATR (still beyond it); atr_fallback: no usable level within 4 ATR, so 2 ATR. */
export type StopBasis = "structure" | "atr_floor" | "atr_fallback";

export interface StrategyPlan {
  levels: StrategyLevels;
  feasible: boolean;
  reason: string | null; // why the goal cannot be met at acceptable risk
  stopBasis: StopBasis;
  requiredMoveAtr: number;
}

/** Trims float noise (10 significant digits); display rounding is lib/format/price.ts's job. */
export const roundPrice = (p: number) => Number(p.toPrecision(10));
const money = (v: number) => Math.round(v * 100) / 100;

export function planStrategy(input: StrategyInput): StrategyPlan {
  const { direction, atr, budget, riskPercentage, leverage, goalAmount } = input;
  const fx = input.fx ?? 1;
  const side = direction === "BUY" ? 1 : -1;
  const entry = input.limitLevel ?? input.price;

  // Stop beyond the nearest structure (support for a BUY, resistance for a SELL) plus a quarter ATR
  // of room, and never closer than one ATR; a structure too far away falls back to 2 ATR.
  const structure = direction === "BUY" ? input.support : input.resistance;
  const structural = side * (entry - structure) + 0.25 * atr;
  const useStructure = structural > 0 && structural <= MAX_STRUCTURAL_STOP_ATR * atr;
  const stopDistance = Math.max(atr, useStructure ? structural : FALLBACK_STOP_ATR * atr);

  const riskAmount = (budget * riskPercentage) / 100;
  const maxUnits = (budget * leverage) / (entry * fx);
  const units = Math.min(riskAmount / (stopDistance * fx), maxUnits);

  // TP2 delivers the whole profit goal at this size; below the minimum reward/risk we stretch it.
  const goalDistance = goalAmount / (units * fx);
  const tp2Distance = Math.max(goalDistance, MIN_REWARD_RISK * stopDistance);
  const tp1Distance = TP1_SHARE * tp2Distance;
  const requiredMoveAtr = tp2Distance / atr;

  const stopLoss = entry - side * stopDistance;
  const takeProfit1 = entry + side * tp1Distance;
  const takeProfit2 = entry + side * tp2Distance;

  let reason: string | null = null;
  if (stopLoss <= 0 || takeProfit2 <= 0) {
    reason = "The levels this volatility needs would cross zero.";
  } else if (requiredMoveAtr > input.maxMoveAtr) {
    const capped = units >= maxUnits - 1e-12 ? ` With leverage ${leverage}x the position is capped at ${money(budget * leverage)}, so` : "";
    reason =
      `The profit goal of ${money(goalAmount)} needs a move of ${Number(tp2Distance.toPrecision(4))} (${requiredMoveAtr.toFixed(1)} ATR), ` +
      `more than the ${input.maxMoveAtr} ATR this timeframe can reasonably deliver.${capped ? capped + " the risk budget cannot be used in full." : ""}`;
  }

  const levels: StrategyLevels = {
    entryPrice: roundPrice(entry),
    entryType: input.limitLevel != null ? "limit" : "market",
    stopLoss: roundPrice(stopLoss),
    takeProfit1: roundPrice(takeProfit1),
    takeProfit2: roundPrice(takeProfit2),
    riskRewardRatio: Math.round((tp2Distance / stopDistance) * 100) / 100,
    positionSize: Number(units.toPrecision(6)),
    positionValue: money(units * entry * fx),
    riskAmount: money(riskAmount),
    potentialProfit: money(units * tp2Distance * fx),
    potentialLoss: money(units * stopDistance * fx),
  };
  return { levels, feasible: reason === null, reason, stopBasis: !useStructure ? "atr_fallback" : structural >= atr ? "structure" : "atr_floor", requiredMoveAtr };
}

/** The profit goal in budget currency: a percent of the budget, or an amount already converted. */
export function goalAmountOf(budget: number, profit: number, profitType: string, fxToBudget = 1): number {
  return profitType === "%" ? (budget * profit) / 100 : profit * fxToBudget;
}
