// The New Analysis form's choices and its missing-fields message, apart from the zod schema
// (lib/analysis/schemas.ts) so the form renders without loading zod with the page.
export const budgetCurrencies = ["USD", "EUR", "GBP"] as const;
export const profitTypes = ["%", "USD", "EUR", "GBP", "JPY"] as const;
export const investmentTypes = ["scalping", "intraday", "swing", "position", "medium"] as const;
export type InvestmentType = (typeof investmentTypes)[number];

export const MISSING_INFORMATION = "Please fill in all required fields including risk percentage";
