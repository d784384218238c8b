// Parses the New Analysis prefill query (?prefill=true&ticker&budget&profit&type) with the spec's
// defaults (part 1 section 2): it applies only with prefill=true and a ticker, as trade idea cards send.
import { investmentTypes, type InvestmentType } from "../form-choices";
import type { ProfitUnit } from "./profit-unit";

export interface Prefill {
  ticker: string;
  budget: number;
  profit: number;
  profitUnit: ProfitUnit;
  investmentType: InvestmentType;
  /** The scan's risk and leverage, so the analysis an idea opens is the one it was built from. */
  riskPercentage?: number;
  leverage?: number;
}

export const PREFILL_DEFAULTS = { budget: 3000, profit: 5, investmentType: "intraday" } as const;

export function parsePrefill(params: URLSearchParams): Prefill | null {
  const ticker = (params.get("ticker") ?? "").trim().toUpperCase();
  if (params.get("prefill") !== "true" || !ticker) return null;
  const rawProfit = params.get("profit") ?? "";
  const budget = Number(params.get("budget"));
  const profit = parseFloat(rawProfit);
  const type = params.get("type") ?? "";
  const risk = Number(params.get("risk"));
  const leverage = Number(params.get("leverage"));
  return {
    ...(risk >= 0.5 && risk <= 10 && Number.isInteger(risk * 2) ? { riskPercentage: risk } : {}),
    ...(Number.isInteger(leverage) && leverage >= 1 && leverage <= 500 ? { leverage } : {}),
    ticker,
    budget: Number.isFinite(budget) && budget > 0 ? budget : PREFILL_DEFAULTS.budget,
    profit: Number.isFinite(profit) && profit > 0 ? profit : PREFILL_DEFAULTS.profit,
    profitUnit: rawProfit.includes("%") ? "%" : "USD",
    investmentType: (investmentTypes as readonly string[]).includes(type)
      ? (type as InvestmentType)
      : PREFILL_DEFAULTS.investmentType,
  };
}

/** Next's searchParams object as URLSearchParams (repeated keys keep their first value). */
export function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (first !== undefined) params.set(k, first);
  }
  return params;
}
