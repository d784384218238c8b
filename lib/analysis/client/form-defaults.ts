// The New Analysis form's values as the inputs hold them (strings until the shared schema coerces
// them) and its starting values: the spec's defaults, or a trade idea's prefill.
import type { budgetCurrencies, InvestmentType } from "../schemas";
import type { Prefill } from "./prefill";
import type { ProfitUnit } from "./profit-unit";

export interface NewAnalysisValues {
  ticker: string;
  budget: string;
  budgetCurrency: (typeof budgetCurrencies)[number];
  profit: string;
  profitType: ProfitUnit;
  riskPercentage: string;
  leverage: string;
  investmentType: InvestmentType | "";
}

// Spec part 1 section 9. Risk and investment type start empty on purpose: the trader chooses them
// (the 'Missing Information' toast names risk percentage). Leverage starts at 1x, i.e. none.
export const PRESETS = {
  budget: [1000, 5000, 10000, 50000],
  profitPercent: [5, 10, 25, 50],
  riskPercent: [1, 2, 3, 5],
  leverage: [5, 10, 50, 100, 200],
} as const;

export function newAnalysisDefaults(prefill: Prefill | null): NewAnalysisValues {
  return {
    ticker: prefill?.ticker ?? "",
    budget: prefill ? String(prefill.budget) : "",
    budgetCurrency: "USD",
    profit: prefill ? String(prefill.profit) : "",
    profitType: prefill?.profitUnit ?? "%", // the presets are percentages: a bare "2" means 2%, not $2
    riskPercentage: "",
    leverage: "1",
    investmentType: prefill?.investmentType ?? "",
  };
}

/** A typed number, or null while the field is empty or not a number yet. */
export function numberOrNull(value: string): number | null {
  if (value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
