import { z } from "zod";
import { budgetCurrencies, investmentTypes, MISSING_INFORMATION, profitTypes } from "./form-choices";

// One schema for the New Analysis form (react-hook-form) and POST /api/analyses (multipart
// fields, so numbers arrive as strings and are coerced). No server imports here.

const requiredNumber = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : Number(v)),
    z.number({ error: message }).refine(Number.isFinite, message),
  );

export const createAnalysisSchema = z.object({
  ticker: z
    .string()
    .trim()
    .max(20, "Ticker is too long")
    .regex(/^[A-Za-z0-9.\-=^/]*$/, "Ticker may contain only letters, digits and . - = ^ /")
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  budget: requiredNumber(MISSING_INFORMATION)
    .refine((v) => v > 0, "Budget must be greater than 0")
    .refine((v) => v <= 1e9, "Budget is too large"),
  budgetCurrency: z.enum(budgetCurrencies, { error: "Budget currency must be USD, EUR or GBP" }).default("USD"),
  profit: requiredNumber(MISSING_INFORMATION).refine((v) => v > 0, "Profit target must be greater than 0"),
  profitType: z.enum(profitTypes, { error: "Profit unit must be %, USD, EUR, GBP or JPY" }).default("%"), // the presets are percentages
  riskPercentage: requiredNumber(MISSING_INFORMATION)
    .refine((v) => v >= 0.5 && v <= 10, "Risk percentage must be between 0.5 and 10")
    .refine((v) => Number.isInteger(v * 2), "Risk percentage must be in steps of 0.5"),
  leverage: requiredNumber("Leverage is required")
    .refine((v) => Number.isInteger(v), "Leverage must be a whole number")
    .refine((v) => v >= 1 && v <= 500, "Leverage must be between 1 and 500"),
  investmentType: z.enum(investmentTypes, { error: MISSING_INFORMATION }),
});

export type CreateAnalysisInput = z.infer<typeof createAnalysisSchema>;
export type CreateAnalysisFormValues = z.input<typeof createAnalysisSchema>;

export * from "./form-choices";
