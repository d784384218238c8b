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

/** Whole counts, out of range values clamped: [wins, trades]. */
const counts = (wins: number, trades: number): [number, number] => {
  const n = Math.max(0, Math.round(trades));
  return [Math.min(n, Math.max(0, Math.round(wins))), n];
};

/** "won 7 of 33 trades", "won 1 of 4 BUY trades" (side: the call's side's trades only). */
export function wonCount(wins: number, trades: number, side?: string | null): string {
  const [w, n] = counts(wins, trades);
  return `won ${w} of ${n} ${side ? `${side} ` : ""}${n === 1 ? "trade" : "trades"}`;
}

/** The rate the counts make, at one decimal at most. */
const rateOf = (wins: number, trades: number) => {
  const [w, n] = counts(wins, trades);
  return formatPercent(n ? (w / n) * 100 : 0, 1);
};

/** "won 7 of 33 trades (21.2%)": the rate is recomputed from the counts, so the three agree. */
export const wonOf = (wins: number, trades: number, side?: string | null) =>
  `${wonCount(wins, trades, side)} (${rateOf(wins, trades)})`;

/** A backtest's record from its stored rate and trade count: "won 7 of 33 trades (21.2%)". */
export const backtestRecord = (ratePercent: number, trades: number, side?: string | null) =>
  wonOf(winsOf(ratePercent, trades), trades, side);

/** The same record inside a sentence that goes on to compare the rate ("..., a 25% win rate, not
 * above the 40.9% ..."): the rate stands in the sentence, not in an aside. */
export function backtestClause(ratePercent: number, trades: number, side?: string | null): string {
  const wins = winsOf(ratePercent, trades);
  return `${wonCount(wins, trades, side)}, a ${rateOf(wins, trades)} win rate`;
}

/** "1 day", "21 days". */
export const daysText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/** Under a probability: what success means and how long the call has for it. */
export const windowText = (days: number) => `Success: TP1 before the stop within ${daysText(days)}.`;
