// Levels and position size for a BUY or SELL (SELL mirrors BUY). Pure math, unit-tested.
// With `decimals` and `sizeStep` (the live plan) every level sits on the price grid the screen
// shows and the size is a tradable one, so every money figure is exactly size x distance.
import { formatMoney } from "@/lib/format/price";
import { roundSizeDown } from "./size-step";
import type { GoalStatus, SizeBound, StrategyLevels } from "../types";

export const MIN_REWARD_RISK = 1.5; // part 2 section 9: minimum reward/risk fallback
export const TP1_SHARE = 0.625; // TP1 sits at 60-65% of the profit goal: we take the middle
export const MAX_STRUCTURAL_STOP_ATR = 4; // a swing level further than this is not a usable stop
export const FALLBACK_STOP_ATR = 2;
export const MAX_SHORT_FALL = 0.5; // the largest fall (share of the price) a short may target

export interface StrategyInput {
  direction: "BUY" | "SELL";
  price: number;
  atr: number;
  support: number;
  resistance: number;
  budget: number;
  riskPercentage: number;
  leverage: number;
  goalAmount: number; // profit goal in budget currency (0: no goal, as in the backtest)
  fx?: number; // budget currency per unit of the instrument's currency
  /** Budget currency per unit of the instrument's currency when the price is `price`, for a pair
   * quoted against the budget currency itself (USDJPY with a USD budget: 1 / price). The loss is
   * taken at the stop, so it is converted at the stop price. None: `fx` everywhere. */
  fxAt?: (price: number) => number;
  limitLevel?: number | null; // enter at this level instead of the market
  maxMoveAtr: number; // the largest move (in ATRs) this timeframe can be asked for
  decimals?: number; // price grid of the levels; none: 10 significant digits
  sizeStep?: number; // tradable size increment; none: any size
  budgetCurrency?: string;
}

/** structure: beyond the swing level; atr_floor: the level is closer than 1 ATR, so the stop sits
 * at 1 ATR (still beyond it); atr_fallback: no usable level within 4 ATR, so 2 ATR. */
export type StopBasis = "structure" | "atr_floor" | "atr_fallback";

export interface GoalFit {
  status: GoalStatus;
  requested: number; // the trader's goal, budget currency
  planned: number; // what TP2 makes at the planned size (= levels.potentialProfit)
  requiredMove: number; // price distance the requested goal needs at the planned size
  reachableMove: number; // the largest move this horizon can reasonably deliver (maxMoveAtr x ATR)
}

export interface StrategyPlan {
  levels: StrategyLevels;
  feasible: boolean;
  reason: string | null; // why no position can be opened at all
  stopBasis: StopBasis;
  requiredMoveAtr: number;
  sizeBound: SizeBound;
  goal: GoalFit;
  /** What the smallest tradable size costs, budget currency (with sizeStep). */
  unitValue?: number;
}

/** Trims float noise (10 significant digits) when no price grid is given. */
export const roundPrice = (p: number) => Number(p.toPrecision(10));
const money = (v: number) => Math.round(v * 100) / 100;

function grid(decimals: number | undefined) {
  if (decimals === undefined) return { near: roundPrice, away: roundPrice };
  const f = 10 ** decimals;
  const fix = (v: number) => Number(v.toFixed(decimals));
  return {
    near: (p: number) => fix(Math.round(p * f) / f),
    // Rounded away from `from`: a stop never ends up closer than planned.
    away: (p: number, from: number) => fix((p < from ? Math.floor(p * f + 1e-9) : Math.ceil(p * f - 1e-9)) / f),
  };
}

export function planStrategy(input: StrategyInput): StrategyPlan {
  const { direction, atr, budget, riskPercentage, leverage, goalAmount } = input;
  const fx = input.fx ?? 1;
  const side = direction === "BUY" ? 1 : -1;
  const g = grid(input.decimals);
  const tick = input.decimals === undefined ? 0 : 10 ** -input.decimals;
  const entry = g.near(input.limitLevel ?? input.price);

  // Stop beyond the nearest structure (support for a BUY, resistance for a SELL) plus a quarter ATR
  // of room, and never closer than one ATR; a structure too far away falls back to 2 ATR.
  const structure = direction === "BUY" ? input.support : input.resistance;
  const structural = side * (entry - structure) + 0.25 * atr;
  const useStructure = structural > 0 && structural <= MAX_STRUCTURAL_STOP_ATR * atr;
  const stopLoss = g.away(entry - side * Math.max(atr, useStructure ? structural : FALLBACK_STOP_ATR * atr), entry);
  const stopDistance = side * (entry - stopLoss);

  const riskAmount = (budget * riskPercentage) / 100;
  const stopFx = input.fxAt && stopLoss > 0 ? input.fxAt(stopLoss) : fx;
  const maxUnits = (budget * leverage) / (entry * fx);
  const riskUnits = riskAmount / (stopDistance * stopFx);
  let units = Math.min(riskUnits, maxUnits);
  let sizeBound: SizeBound = riskUnits <= maxUnits ? "risk" : "leverage";
  // A goal smaller than the minimum reward/risk at full size is honoured with a smaller position:
  // TP2 at 1.5 R then makes exactly the goal, and less than the allowed risk is put on the table.
  if (goalAmount > 0 && goalAmount / (units * fx) < MIN_REWARD_RISK * stopDistance) {
    units = goalAmount / (MIN_REWARD_RISK * stopDistance * fx);
    sizeBound = "goal";
  }
  let reason: string | null = null;
  let noPosition = false;
  if (input.sizeStep) {
    const step = input.sizeStep;
    const rounded = roundSizeDown(units, step);
    if (rounded > 0) units = rounded;
    else if (step * stopDistance * stopFx <= riskAmount + 1e-9 && step <= maxUnits + 1e-9) {
      units = step; // the smallest tradable size still fits the risk and the leverage cap
      sizeBound = "minimum";
    } else {
      // No position: the levels below are still placed as if one step were traded, but the size
      // stays 0, so no screen shows a position the budget cannot pay for.
      units = step;
      sizeBound = "minimum";
      noPosition = true;
      const cur = input.budgetCurrency ?? "";
      reason =
        step > maxUnits + 1e-9
          ? `the budget is below one tradable unit: the smallest size is worth ${formatMoney(step * entry * fx, cur)}, more than the ${leverage}x leverage cap of ${formatMoney(budget * leverage, cur)}`
          : step * stopDistance * stopFx > riskAmount
            ? `the smallest tradable size risks ${formatMoney(step * stopDistance * stopFx, cur)} at this stop, more than the ${formatMoney(riskAmount, cur)} (${riskPercentage}% of the budget) allowed per trade`
            : `the smallest tradable size is worth ${formatMoney(step * entry * fx, cur)}, more than the ${leverage}x leverage cap of ${formatMoney(budget * leverage, cur)}`;
    }
  }

  // TP2 delivers the whole goal at this size, stretched to the minimum reward/risk, and never
  // further than this horizon can reasonably move: then the plan targets the largest reachable goal.
  // A short's target never asks for more than a halving of the price (nor crosses zero).
  const horizonMove = side < 0 ? Math.min(input.maxMoveAtr * atr, MAX_SHORT_FALL * entry) : input.maxMoveAtr * atr;
  const reachableMove = Math.max(horizonMove, MIN_REWARD_RISK * stopDistance);
  const requiredMove = goalAmount > 0 ? goalAmount / (units * fx) : MIN_REWARD_RISK * stopDistance;
  const tp2Wanted = Math.min(Math.max(requiredMove, MIN_REWARD_RISK * stopDistance), reachableMove);
  const takeProfit2 = g.near(entry + side * tp2Wanted);
  const tp2Distance = side * (takeProfit2 - entry);
  let takeProfit1 = g.near(entry + side * TP1_SHARE * tp2Distance);
  // On a coarse grid TP1 could land on entry or TP2: keep it strictly between them.
  if (tick > 0 && side * (takeProfit1 - entry) < tick) takeProfit1 = g.near(entry + side * tick);
  if (tick > 0 && side * (takeProfit2 - takeProfit1) < tick) takeProfit1 = g.near(takeProfit2 - side * tick);

  const planned = money(units * tp2Distance * fx);
  const status: GoalStatus =
    goalAmount <= 0
      ? "met"
      : requiredMove > reachableMove * 1.0001
        ? "capped"
        : planned > goalAmount * 1.01 + 0.01
          ? "exceeded"
          : "met";
  if (!reason && (stopLoss <= 0 || takeProfit2 <= 0)) reason = "the levels this volatility needs would cross zero";

  const levels: StrategyLevels = {
    entryPrice: entry,
    entryType: input.limitLevel != null ? "limit" : "market",
    stopLoss,
    takeProfit1,
    takeProfit2,
    riskRewardRatio: Math.round((tp2Distance / stopDistance) * 100) / 100,
    positionSize: noPosition ? 0 : input.sizeStep ? units : Number(units.toPrecision(6)),
    positionValue: noPosition ? 0 : money(units * entry * fx),
    riskAmount: money(riskAmount),
    potentialProfit: noPosition ? 0 : planned,
    potentialLoss: noPosition ? 0 : money(units * stopDistance * stopFx),
  };
  return {
    levels,
    feasible: reason === null,
    reason,
    stopBasis: !useStructure ? "atr_fallback" : structural >= atr ? "structure" : "atr_floor",
    requiredMoveAtr: requiredMove / atr,
    sizeBound,
    unitValue: input.sizeStep ? money(input.sizeStep * entry * fx) : undefined,
    goal: { status, requested: money(goalAmount), planned: noPosition ? 0 : planned, requiredMove, reachableMove },
  };
}

/** The profit goal in budget currency: a percent of the budget, or an amount already converted. */
export function goalAmountOf(budget: number, profit: number, profitType: string, fxToBudget = 1): number {
  return profitType === "%" ? (budget * profit) / 100 : profit * fxToBudget;
}
