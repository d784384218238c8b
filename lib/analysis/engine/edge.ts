// Whether the rules behind a BUY or SELL made money on this symbol's own history: a trade plan is
// only offered when the backtest's average trade is not negative and its win rate clears the
// break-even win rate of the plan's reward/risk (1 / (1 + R/R): 40% at 1.5, 16.7% at 5).
import type { Backtest } from "../types";

export const breakEvenWinRate = (rewardRisk: number) => (rewardRisk > 0 ? 100 / (1 + rewardRisk) : 100);

const pct = (v: number) => `${Math.round(v * 10) / 10}%`;

export function backtestEdge(b: Backtest, probability: number, rewardRisk: number): { ok: boolean; reason: string } {
  const breakEven = breakEvenWinRate(rewardRisk);
  if (!b.sufficient) {
    return {
      ok: false,
      reason: `only ${b.trades} comparable trades in {symbol}'s history, too few to show that these rules have an edge`,
    };
  }
  if (b.averageProfit < 0) {
    return {
      ok: false,
      reason: `the same rules lost ${Math.abs(b.averageProfit)}% per trade on average over ${b.trades} past trades on {symbol} (win rate ${pct(probability)}, max drawdown ${pct(b.maxDrawdown)})`,
    };
  }
  // Both the call's own direction and all the rules' trades must clear it: the Backtesting card
  // shows the overall win rate, and a BUY beside a losing-rate card would contradict itself.
  const weakest = Math.min(probability, b.winRate);
  if (weakest <= breakEven) {
    return {
      ok: false,
      reason: `the same rules won ${pct(weakest)} of their past trades on {symbol} (${b.trades} trades), not above the ${pct(breakEven)} a reward/risk of ${rewardRisk} needs to break even`,
    };
  }
  return { ok: true, reason: "" };
}
