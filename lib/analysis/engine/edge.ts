// Whether the rules behind a BUY or SELL made money on this symbol's own history: a trade plan is
// only offered when the backtest's average trade is not negative and its win rate clears the
// break-even win rate of the plan's reward/risk (1 / (1 + R/R): 40% at 1.5, 16.7% at 5).
// A win is the track record's: TP1 before the stop, and TP1 sits at TP1_SHARE of the way to TP2,
// so the break-even is that of TP1's reward: 1 / (1 + 0.625 x R/R) (51.6% at 1.5, 24.2% at 5).
import { backtestClause } from "@/lib/format/probability";
import type { Backtest } from "../types";
import { MIN_REWARD_RISK, TP1_SHARE } from "./strategy";

export const breakEvenWinRate = (rewardRisk: number) => (rewardRisk > 0 ? 100 / (1 + rewardRisk) : 100);

/** Win rate (percent) at which calls that exit at TP1 or the stop break even, for a plan's R/R. */
export const successBreakEven = (rewardRisk: number) =>
  breakEvenWinRate(TP1_SHARE * Math.max(rewardRisk, MIN_REWARD_RISK));

const pct = (v: number) => `${Math.round(v * 10) / 10}%`;

/** The trades a backtest rate was counted on: the call's own side's, or all of them (side null). */
export interface BacktestBasis {
  side: "BUY" | "SELL" | null;
  trades: number;
}

export function backtestEdge(
  b: Backtest,
  probability: number,
  rewardRisk: number,
  basis: BacktestBasis = { side: null, trades: b.trades },
): { ok: boolean; reason: string } {
  const breakEven = successBreakEven(rewardRisk);
  if (!b.sufficient) {
    return {
      ok: false,
      reason: `only ${b.trades} comparable trades in {symbol}'s history, too few to show that these rules have an edge`,
    };
  }
  if (b.averageProfit < 0) {
    return {
      ok: false,
      reason: `the same rules lost ${Math.abs(b.averageProfit)}% per trade on average over ${b.trades} past trades on {symbol} (they ${backtestClause(b.winRate, b.trades)}; max drawdown ${pct(b.maxDrawdown)})`,
    };
  }
  // Both the call's own direction and all the rules' trades must clear it: the Backtesting card
  // shows the overall win rate, and a BUY beside a losing-rate card would contradict itself.
  const weakest = Math.min(probability, b.winRate);
  if (weakest <= breakEven) {
    // Said with the trades the weaker rate was counted on: the call's side's, or all of them.
    const record =
      weakest === probability
        ? backtestClause(probability, basis.trades, basis.side)
        : backtestClause(b.winRate, b.trades);
    return {
      ok: false,
      reason: `on {symbol}'s history the same rules ${record}, not above the ${pct(breakEven)} a reward/risk of ${rewardRisk} needs to break even when calls exit at TP1 or the stop`,
    };
  }
  return { ok: true, reason: "" };
}

/** The probability the screen shows must clear the break-even the screen shows: both are read at
 * one decimal, so they are compared at one decimal (36.1% never "above" a 39.7% break-even). */
export function calibratedEdgeReason(probability: number, rewardRisk: number): string | null {
  const shown = Math.round(probability * 10) / 10;
  const breakEven = Math.round(successBreakEven(rewardRisk) * 10) / 10;
  if (shown > breakEven) return null;
  return `calls like this reached TP1 before the stop ${pct(shown)} of the time on real history (calibrated), not above the ${pct(breakEven)} that breaks even at a reward/risk of ${rewardRisk} when calls exit at TP1 or the stop`;
}
