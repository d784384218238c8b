// The New Analysis form's values as the inputs hold them (strings until the shared schema coerces
// them) and its starting values: the spec's defaults, or a trade idea's prefill.
import type { budgetCurrencies, InvestmentType } from "../schemas";
import { PREFILL_DEFAULTS, type Prefill } from "./prefill";
import type { ProfitUnit } from "./profit-unit";

export interface NewAnalysisValues {
  ticker: string;
  budget: string;
  budgetCurrency: (typeof budgetCurrencies)[number];
  profit: string;
  profitType: ProfitUnit;
  riskPercentage: string;
  leverage: string;
  investmentType: InvestmentType;
}

// Every choice starts with an answer (a required field left empty is a click wasted). Budget, profit
// and style are the spec's prefill defaults (part 1 section 9: 3000, 5, intraday), so a blank form
// and a trade idea's bare link start alike. Risk has no constant in the spec: 1% is its lowest preset
// and the usual one-percent rule, the cautious start. Leverage 1x is none (the simulator's default).
export const FORM_DEFAULTS = {
  budget: PREFILL_DEFAULTS.budget,
  profit: PREFILL_DEFAULTS.profit,
  riskPercentage: 1,
  leverage: 1,
  investmentType: PREFILL_DEFAULTS.investmentType,
} as const;

// Spec part 1 section 9.
export const PRESETS = {
  budget: [1000, 5000, 10000, 50000],
  profitPercent: [5, 10, 25, 50],
  riskPercent: [1, 2, 3, 5],
  leverage: [5, 10, 50, 100, 200],
} as const;

export function newAnalysisDefaults(prefill: Prefill | null): NewAnalysisValues {
  return {
    ticker: prefill?.ticker ?? "",
    budget: String(prefill?.budget ?? FORM_DEFAULTS.budget),
    budgetCurrency: "USD",
    profit: String(prefill?.profit ?? FORM_DEFAULTS.profit),
    profitType: prefill?.profitUnit ?? "%", // the presets are percentages: a bare "2" means 2%, not $2
    riskPercentage: String(prefill?.riskPercentage ?? FORM_DEFAULTS.riskPercentage),
    leverage: String(prefill?.leverage ?? FORM_DEFAULTS.leverage),
    investmentType: prefill?.investmentType ?? FORM_DEFAULTS.investmentType,
  };
}

/** A typed number, or null while the field is empty or not a number yet. */
export function numberOrNull(value: string): number | null {
  if (value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
