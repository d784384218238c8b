// Position sizes in the units traders count: forex in lots (standard 100,000 / mini 10,000 /
// micro 1,000 units), shares whole, crypto to a precision worth about a dollar, CFDs (indices,
// commodities) in hundredths. The engine rounds sizes DOWN to these steps, so the screen shows
// the size that is actually traded and every money figure is that size times a price distance.
import { formatNumber } from "./price";

export type SizedInstrument = "stock" | "etf" | "index" | "crypto" | "forex" | "commodity";

export const LOT = { standard: 100_000, mini: 10_000, micro: 1_000 } as const;

/** Decimals of a crypto size: one step is worth at most ~1 unit of the quote currency. */
export function cryptoSizeDecimals(price: number): number {
  if (!(price > 0) || !Number.isFinite(price)) return 8;
  return Math.min(8, Math.max(0, Math.ceil(Math.log10(price))));
}

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

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** "0.45 lots (45,000 units)" for forex, "33 shares", "0.07399 BTC", "12.50 units". */
export function formatSize(units: number, type: SizedInstrument | string, symbol: string, price: number): string {
  const u = Number.isFinite(units) ? units : 0;
  switch (type) {
    case "forex": {
      const lots = u / LOT.standard;
      return `${formatNumber(lots, 2)} ${plural(lots, "lot", "lots")} (${formatNumber(u, 0)} units)`;
    }
    case "stock":
    case "etf":
      return `${formatNumber(u, 0)} ${plural(u, "share", "shares")}`;
    case "crypto": {
      const base = symbol.split(/[-/]/)[0] || symbol;
      return `${formatNumber(u, cryptoSizeDecimals(price))} ${base}`;
    }
    default:
      return `${formatNumber(u, 2)} ${plural(u, "unit", "units")}`;
  }
}

/** Forex lots broken into what a broker ticket shows: "4 mini + 5 micro lots". */
export function lotBreakdown(units: number): string {
  let rest = Math.round((Number.isFinite(units) ? units : 0) / LOT.micro);
  const standard = Math.floor(rest / 100);
  rest -= standard * 100;
  const mini = Math.floor(rest / 10);
  const micro = rest - mini * 10;
  const parts = [
    standard ? `${formatNumber(standard, 0)} standard` : "",
    mini ? `${mini} mini` : "",
    micro ? `${micro} micro` : "",
  ].filter(Boolean);
  return parts.length
    ? `${parts.join(" + ")} ${parts.length === 1 && standard + mini + micro === 1 ? "lot" : "lots"}`
    : "0 lots";
}
