// Maps an analysis-creation failure to the toast the spec names (part 1 section 8), by message content.
import { NO_TOKENS, type ToastText } from "./no-tokens";

export { NO_TOKENS, type ToastText };

// The server's sentence is shown as it is; its machine-readable reason (or, from older servers, a
// code inside the text) picks the title.
export function analysisErrorToast(message: string, reason?: string): ToastText {
  if (reason === "TICKER_NOT_FOUND" || message.includes("TICKER_NOT_FOUND"))
    return { title: "Invalid Ticker", description: message };
  if (message.includes("Cannot identify ticker from chart")) {
    return { title: "Ticker Required", description: "Please enter the ticker manually." };
  }
  if (reason === "CHART_VALIDATION_FAILED" || message.includes("CHART_VALIDATION_FAILED"))
    return { title: "Chart Upload Issue", description: message };
  if (message.includes("Analysis generation failed")) return { title: "Analysis Error", description: message };
  if (message.includes("No tokens remaining")) return NO_TOKENS;
  if (/time.?out/i.test(message)) {
    return { title: "Connection Timeout", description: "Try a smaller image or enter the ticker." };
  }
  return { title: "Analysis Failed", description: message };
}
