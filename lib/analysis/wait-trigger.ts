// The level a WAIT names as its confirmation ("If the price closes below the support at ..."),
// shared by the narrative and the results screen. A level is only named when the trade it
// confirms still exists once it is crossed: the level lies between the stop and the first
// target, and from there the targets still pay the minimum reward/risk against the stop.
// Otherwise the confirmation is the signals agreeing, with no level of its own.
import { MIN_REWARD_RISK } from "./engine/strategy";

export interface WaitLevels {
  long: boolean;
  stopLoss: number;
  takeProfit1: number | null;
  takeProfit2: number | null;
  support: number | null;
  resistance: number | null;
}

export function waitTrigger(w: WaitLevels): number | null {
  const trigger = w.long ? w.resistance : w.support;
  const target = w.takeProfit2 ?? w.takeProfit1;
  if (trigger === null || w.takeProfit1 === null || target === null) return null;
  const side = w.long ? 1 : -1;
  const risk = side * (trigger - w.stopLoss);
  const beforeTarget = side * (w.takeProfit1 - trigger) > 0;
  return risk > 0 && beforeTarget && side * (target - trigger) >= MIN_REWARD_RISK * risk ? trigger : null;
}
