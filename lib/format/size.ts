// Position sizes written in the units traders count: forex in lots (standard 100,000 / mini
// 10,000 / micro 1,000 units), shares whole, crypto to a precision worth about a dollar, CFDs in
// hundredths. The tradable steps themselves are a trading rule: lib/analysis/engine/size-step.ts.
import { formatNumber } from "./price";

export type SizedInstrument = "stock" | "etf" | "index" | "crypto" | "forex" | "commodity";

export const LOT = { standard: 100_000, mini: 10_000, micro: 1_000 } as const;

/** Decimals of a crypto size: one step is worth at most ~1 unit of the quote currency. */
export function cryptoSizeDecimals(price: number): number {
  if (!(price > 0) || !Number.isFinite(price)) return 8;
  return Math.min(8, Math.max(0, Math.ceil(Math.log10(price))));
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
