import { formatPrice, formatUsd } from "@/lib/format/price";
import type { ReplayOutcome } from "./replay";
import { formatDuration } from "./trade-types";

// The one-line summary under the result, in plain words a trader can check against the chart.
const signed = (v: number) => `${v < 0 ? "-" : "+"}${formatUsd(v)}`;
const day = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ") + " UTC";

export function outcomeMessage(symbol: string, outcome: ReplayOutcome, end: Date): string {
  const held = formatDuration(outcome.minutes);
  const pct = `${outcome.returnPct >= 0 ? "+" : ""}${outcome.returnPct.toFixed(2)}%`;
  const exit = outcome.exit;
  if (exit?.reason === "target") {
    const how = exit.gap
      ? `Price gapped beyond the take profit and filled at the open, ${formatPrice(exit.price, symbol)}`
      : `Take profit hit at ${formatPrice(exit.price, symbol)}`;
    return `${how} after ${held}: ${signed(outcome.pnl)} (${pct}).`;
  }
  if (exit?.reason === "liquidation") {
    return `Liquidated at ${formatPrice(exit.price, symbol)} after ${held}: the whole investment was lost (${signed(outcome.pnl)}).`;
  }
  if (exit) {
    const how = exit.gap
      ? `Price gapped through the stop loss and filled at the open, ${formatPrice(exit.price, symbol)}`
      : `Stop loss hit at ${formatPrice(exit.price, symbol)}`;
    return `${how} after ${held}: ${signed(outcome.pnl)} (${pct}).`;
  }
  const mark = outcome.markPrice === null ? "" : `; marked at ${formatPrice(outcome.markPrice, symbol)}`;
  return `Neither stop loss nor take profit was touched by ${day(end)}, ${held} after entry${mark}: unrealised ${signed(outcome.pnl)} (${pct}).`;
}

export function unfilledMessage(
  symbol: string,
  entry: number,
  start: Date,
  end: Date,
  range: { low: number; high: number } | null,
): string {
  const traded = range
    ? ` (price traded between ${formatPrice(range.low, symbol)} and ${formatPrice(range.high, symbol)})`
    : "";
  return `Entry price ${formatPrice(entry, symbol)} was not reached between ${day(start)} and ${day(end)}${traded}, so the trade was never opened.`;
}
