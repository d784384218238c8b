// The checks of one daily trade idea against the live market (test 2). Pure and unit-tested.
import type { TradeIdea } from "@/lib/ideas/types";
import { MINUTE_MS } from "@/lib/time";

export const IDEA_MAX_AGE_HOURS = 3; // ideas are rescanned hourly: three missed scans is stale
export const IDEA_MIN_REWARD_RISK = 1.5; // part 2 section 9: minimum reward/risk
export const IDEA_MAX_ENTRY_DISTANCE = 0.01; // entry within 1% of the live quote...
// ...or, for a fast market, within one stop distance (the idea is still actionable at that price).

export interface IdeaChecks {
  entryNearQuote: boolean;
  stopOnCorrectSide: boolean;
  targetOnCorrectSide: boolean;
  rewardRiskOk: boolean;
  confidenceInRange: boolean;
  fresh: boolean;
}

export interface IdeaValidation {
  symbol: string;
  direction: TradeIdea["tradeDirection"];
  entry: number;
  livePrice: number | null;
  ageMinutes: number;
  checks: IdeaChecks;
  passed: boolean;
}

export function checkIdea(idea: TradeIdea, livePrice: number | null, now: Date): IdeaValidation {
  const side = idea.tradeDirection === "BUY" ? 1 : -1;
  const entry = idea.entryPrice ?? idea.entry;
  const risk = side * (entry - idea.stopLoss);
  const reward = side * (idea.takeProfit - entry);
  const ageMinutes = Math.round((now.getTime() - new Date(idea.generatedAt).getTime()) / MINUTE_MS);
  const checks: IdeaChecks = {
    entryNearQuote:
      livePrice !== null &&
      livePrice > 0 &&
      (Math.abs(livePrice - entry) / livePrice <= IDEA_MAX_ENTRY_DISTANCE || Math.abs(livePrice - entry) <= risk),
    stopOnCorrectSide: risk > 0,
    targetOnCorrectSide: reward > 0,
    rewardRiskOk: risk > 0 && reward / risk >= IDEA_MIN_REWARD_RISK - 1e-9,
    confidenceInRange: Number.isFinite(idea.confidence) && idea.confidence >= 0 && idea.confidence <= 100,
    fresh: ageMinutes >= -1 && ageMinutes <= IDEA_MAX_AGE_HOURS * 60,
  };
  return {
    symbol: idea.symbol,
    direction: idea.tradeDirection,
    entry,
    livePrice,
    ageMinutes,
    checks,
    passed: Object.values(checks).every(Boolean),
  };
}
