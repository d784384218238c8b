// One way to write a call's chances on every screen (results, track record, saved list, idea
// cards, landing sample): the success probability at one decimal at most ("36.1%", "35%"),
// always under the same label, and a backtest as whole counts with its rate ("won 7 of 33
// trades (21.2%)"), so a rate can always be checked against the trades it was counted on.
import { formatPercent } from "./price";

export const PROBABILITY_LABEL = "Success probability";

/** A success probability as the screens show it: "36.1%", "35%". */
export const formatProbability = (percent: number | null | undefined) => formatPercent(percent, 1);

/** "Success probability 36.1%". */
export const probabilityText = (percent: number | null | undefined) =>
  `${PROBABILITY_LABEL} ${formatProbability(percent)}`;

/** The whole number of wins behind a win rate rounded to a tenth of a percent. */
export const winsOf = (ratePercent: number, trades: number) =>
  trades > 0 && Number.isFinite(ratePercent) ? Math.round((ratePercent / 100) * trades) : 0;

/** "won 7 of 33 trades (21.2%)": the rate is recomputed from the counts, so the three agree. */
export function wonOf(wins: number, trades: number): string {
  const n = Math.max(0, Math.round(trades));
  const w = Math.min(n, Math.max(0, Math.round(wins)));
  return `won ${w} of ${n} ${n === 1 ? "trade" : "trades"} (${formatPercent(n ? (w / n) * 100 : 0, 1)})`;
}

/** A backtest's record from its stored rate and trade count: "won 7 of 33 trades (21.2%)". */
export const backtestRecord = (ratePercent: number, trades: number) => wonOf(winsOf(ratePercent, trades), trades);

/** "1 day", "21 days". */
export const daysText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/** Under a probability: what success means and how long the call has for it. */
export const windowText = (days: number) => `Success: TP1 before the stop within ${daysText(days)}.`;
