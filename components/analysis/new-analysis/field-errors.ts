// What a New Analysis field says when it is wrong, and how the form points the trader at it: the
// message sits under the field (aria-describedby), the field is focused and scrolled clear of the
// header, the bottom bar and the toasts (an error only in a toast is gone, and a toast can cover the control).
import type { FieldErrors } from "react-hook-form";
import type { NewAnalysisValues } from "@/lib/analysis/client/form-defaults";

/** The fields in screen order: the first one in error gets the focus. */
export const FIELD_ORDER = ["ticker", "investmentType", "budget", "profit", "riskPercentage", "leverage"] as const;
export type TradeField = (typeof FIELD_ORDER)[number];

/** The id of a field's control (components/ui/field.tsx links its label, hint and error by it). */
export const fieldId = (name: TradeField) => `na-${name}`;

/** Set on the ticker when neither a ticker nor a chart was given; a chart added later clears it. */
export const NO_TICKER_NOR_CHART = "no-ticker-nor-chart";

export const TICKER_MESSAGES = {
  [NO_TICKER_NOR_CHART]: "Enter the ticker (for example AAPL), or add a chart screenshot to read it from.",
  unreadable: "The ticker could not be read from the chart: enter it here (for example AAPL).",
} as const;

// A cleared field: the schema's message for it is the spec's toast sentence, which names no field.
const EMPTY: Record<Exclude<TradeField, "ticker">, string> = {
  investmentType: "Choose an investment type.",
  budget: "Budget is required: enter the amount to trade, for example 3000.",
  profit: "Profit target is required: enter a percentage of the budget or an amount.",
  riskPercentage: "Risk percentage is required: enter 0.5 to 10, for example 1.",
  leverage: "Leverage is required: enter 1 to 500 (1 means no leverage).",
};

/** The sentence under a field: what a cleared field needs, else the schema's own message. */
export function fieldMessage(
  errors: FieldErrors<NewAnalysisValues>,
  name: TradeField,
  value: string,
): string | undefined {
  const message = errors[name]?.message;
  if (!message) return undefined;
  return name !== "ticker" && value.trim() === "" ? EMPTY[name] : message;
}

/** The first field in error, in screen order. */
export const firstInvalid = (errors: FieldErrors<NewAnalysisValues>): TradeField | undefined =>
  FIELD_ORDER.find((name) => errors[name]);

/**
 * Focuses a field, first scrolling it to the middle of the screen unless it is already clear of the
 * top fifth (sticky header, and a phone's toasts) and the bottom quarter (bottom bar, desktop toasts).
 */
export function focusField(name: TradeField): void {
  const el = document.getElementById(fieldId(name));
  if (!(el instanceof HTMLElement)) return;
  const box = el.getBoundingClientRect();
  const clear = box.top >= window.innerHeight * 0.2 && box.bottom <= window.innerHeight * 0.75;
  if (!clear) el.scrollIntoView?.({ block: "center" });
  el.focus({ preventScroll: true });
}
