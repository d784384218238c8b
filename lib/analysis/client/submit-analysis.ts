// POST /api/analyses from the browser: multipart (the spec's fields, chartImage then newsImage),
// a progressId the screen polls, and a time-out so a stalled upload ends as 'Connection Timeout'.
import { ApiError, readJsonResponse } from "@/lib/client/api-client";
import type { CreateAnalysisInput } from "../schemas";
import type { CreatedAnalysis } from "../types";

export type { CreatedAnalysis };
export { newProgressId } from "./progress-id";

/** An analysis may take up to a minute on the server; the upload on a slow phone network comes on top. */
export const SUBMIT_TIMEOUT_MS = 120_000;

export function buildAnalysisForm(input: CreateAnalysisInput, images: File[], progressId: string): FormData {
  const form = new FormData();
  if (input.ticker) form.set("ticker", input.ticker);
  form.set("budget", String(input.budget));
  form.set("budgetCurrency", input.budgetCurrency);
  form.set("profit", String(input.profit));
  form.set("profitType", input.profitType);
  form.set("riskPercentage", String(input.riskPercentage));
  form.set("leverage", String(input.leverage));
  form.set("investmentType", input.investmentType);
  // Only the first two are sent: the chart, then the news screenshot (spec part 1 section 5).
  if (images[0]) form.set("chartImage", images[0], images[0].name);
  if (images[1]) form.set("newsImage", images[1], images[1].name);
  form.set("progressId", progressId);
  return form;
}

export async function submitAnalysis(form: FormData, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<CreatedAnalysis> {
  const signal = typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(timeoutMs) : undefined;
  const res = await fetch("/api/analyses", { method: "POST", credentials: "include", body: form, signal });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text, `${res.status}: ${text}`);
  }
  return readJsonResponse<CreatedAnalysis>(res);
}

/** The server's machine-readable reason for a failure, when it gave one. */
export const submitErrorReason = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.serverReason : undefined;

/** The text the error toast is chosen by: the server's message, or what the browser said. */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof DOMException && error.name === "TimeoutError") return "Request timeout";
  if (error instanceof TypeError) return "Network error. Please try again.";
  return error instanceof Error && error.message ? error.message : "Analysis failed";
}
