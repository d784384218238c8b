// The trading rules of position sizes (they belong to the analysis domain, not to
// formatting): forex trades in micro lots (1,000 units), shares whole, crypto to a precision
// worth about one unit of the quote currency, CFDs (indices, commodities) in hundredths. The
// engine rounds sizes DOWN to these steps, so every money figure is the traded size x a distance.
import { cryptoSizeDecimals, LOT, type SizedInstrument } from "@/lib/format/size";

/** The smallest tradable increment of a position. */
export function sizeStep(type: SizedInstrument | string, price: number): number {
  switch (type) {
    case "forex":
      return LOT.micro;
    case "stock":
    case "etf":
      return 1;
    case "crypto":
      return Number((10 ** -cryptoSizeDecimals(price)).toFixed(cryptoSizeDecimals(price)));
    default:
      return 0.01;
  }
}

/** Rounds a size down to whole steps (float-safe: 2.9999999 steps is 3). */
export function roundSizeDown(units: number, step: number): number {
  if (!(units > 0) || !Number.isFinite(units)) return 0;
  const steps = Math.floor(units / step + 1e-9);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((steps * step).toFixed(decimals));
}

/** A pair whose base is the budget currency (USDJPY with a USD budget): its own price is the
 * conversion rate, so a loss in the quote currency is worth 1 / price budget units at that price. */
export function pairAgainstBudget(
  instrument: { type: string; symbol: string; currency: string },
  budgetCurrency: string,
) {
  const m = /^([A-Z]{3})([A-Z]{3})(=X)?$/.exec(instrument.symbol.replace("/", ""));
  return instrument.type === "forex" && !!m && m[1] === budgetCurrency && m[2] === instrument.currency && m[2] !== m[1];
}
