// The validation page's names for the report's keys (part 2 section 3). No server imports: the page
// lists them and the server writes them into its message, so no key ever reaches a person.
export const COMPONENT_LABELS = {
  yahooConnection: "Market data provider connection",
  togetherAIConnection: "AI inference provider connection",
} as const;

export const CORE_LABELS = {
  badgeAlignmentTest: "Badge/Strategy Alignment",
  leverageRespectTest: "Leverage Calculation",
  riskCalculationTest: "Risk Percentage Applied",
  tp1tp2CalculationTest: "TP1/TP2 Calculation",
  successProbabilityTest: "Dynamic Success Probability",
  dataAuthenticityTest: "Authentic Data Pricing",
  frontendConsistencyTest: "Frontend Consistency",
  backendValidationTest: "Backend Validation",
} as const;

export type ValidationKey = keyof typeof COMPONENT_LABELS | keyof typeof CORE_LABELS;

export const validationLabel = (k: ValidationKey): string =>
  k in CORE_LABELS ? CORE_LABELS[k as keyof typeof CORE_LABELS] : COMPONENT_LABELS[k as keyof typeof COMPONENT_LABELS];

/** Why the demo market can never pass the real-price checks, said where they fail. */
export const DEMO_PRICES_NOTE =
  "Run on the demo market: its prices are synthetic, so Real Prices and Authentic Data Pricing fail by design. The levels still agree with the demo quote on";

/**
 * The validation page's footer. The spec asks for the test time in the Italian locale; the label is
 * in English like the rest of the page. The month is a word ("26 nov 2026, 10:00"), so no reader
 * mistakes a day for a month. The viewer's time zone unless one is given (tests pin it).
 */
export function testedAtFooter(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "Test run: —";
  return `Test run: ${at.toLocaleString("it-IT", { dateStyle: "medium", timeStyle: "short", timeZone })}`;
}
