// Maps an analysis-creation failure to the toast the spec names (part 1 section 8). The server's
// JSON error carries a machine-readable `reason` (lib/analysis/intake/reasons.ts) beside the
// sentence for people: the toast's title is chosen by the reason, and the sentence is shown as it
// is. Failures with no reason (the browser's timeout, a network error, an older server) fall back
// to the spec's message rules.
import type { Reason } from "@/lib/analysis/intake/reasons";
import { NO_TOKENS, type ToastText } from "./no-tokens";

export { NO_TOKENS, type ToastText };

const BY_REASON: Record<Reason, (message: string) => ToastText> = {
  TICKER_NOT_FOUND: (message) => ({ title: "Invalid Ticker", description: message }),
  CANNOT_IDENTIFY_TICKER: () => ({ title: "Ticker Required", description: "Please enter the ticker manually." }),
  CHART_VALIDATION_FAILED: (message) => ({ title: "Chart Upload Issue", description: message }),
  NOT_A_CHART: (message) => ({ title: "Chart Upload Issue", description: message }),
  SERVER_BUSY: (message) => ({ title: "Server Busy", description: message }),
  // Nothing failed: the screen shows the instruments to pick from beside the file.
  CONFIRM_INSTRUMENT: (message) => ({ title: "Which Instrument?", description: message }),
};

export function analysisErrorToast(message: string, reason?: string): ToastText {
  const byReason = reason ? BY_REASON[reason as Reason] : undefined;
  if (byReason) return byReason(message);
  if (message.includes("TICKER_NOT_FOUND")) return { title: "Invalid Ticker", description: message };
  if (message.includes("Cannot identify ticker from chart")) {
    return { title: "Ticker Required", description: "Please enter the ticker manually." };
  }
  if (message.includes("CHART_VALIDATION_FAILED")) return { title: "Chart Upload Issue", description: message };
  if (message.includes("Analysis generation failed")) return { title: "Analysis Error", description: message };
  if (message.includes("No tokens remaining")) return NO_TOKENS;
  if (/time.?out/i.test(message)) {
    return { title: "Connection Timeout", description: "Try a smaller image or enter the ticker." };
  }
  return { title: "Analysis Failed", description: message };
}
