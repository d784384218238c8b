// Profit target unit switching: percent of budget <-> an amount, rounded to whole numbers (part 1 section 2).
export type ProfitUnit = "%" | "USD" | "EUR" | "GBP" | "JPY";

export function convertProfit(value: number, from: ProfitUnit, to: ProfitUnit, budget: number): number {
  if (from === to || !Number.isFinite(value)) return value;
  if (from === "%" && to !== "%") return Math.round((value / 100) * budget);
  if (from !== "%" && to === "%") return budget > 0 ? Math.round((value / budget) * 100) : 0;
  return value; // amount to amount: the figure stays, only the unit label changes
}
