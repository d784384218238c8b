import type { DashboardAnalytics } from "./analytics";
import { instrumentName } from "@/lib/format/instrument";

// The dashboard's opening line, written from the user's own numbers so it never flatters
// without reason: results first when calls have resolved, effort otherwise.
export function motivationalText(a: DashboardAnalytics, name: string | null): { headline: string; detail: string } {
  const hello = name ? `Welcome back, ${name}.` : "Welcome back.";
  const decided = a.successful + a.failed;
  if (a.totalAnalyses === 0) {
    // Someone with no analysis yet may be brand new: no "back".
    const first = name ? `Welcome, ${name}.` : "Welcome.";
    return {
      headline: `${first} Your first analysis is one chart away.`,
      detail: "Upload a screenshot and Candlewise reads the trend, levels and risk for you.",
    };
  }
  if (decided >= 3 && a.baselineWinRate !== null && a.winRate > a.baselineWinRate) {
    return {
      headline: `${hello} Your calls won ${a.winRate}% of the time.`,
      detail: `That is ${Math.round((a.winRate - a.baselineWinRate) * 10) / 10} points better than simply buying the same symbols. Keep following your process.`,
    };
  }
  if (decided >= 3) {
    return {
      headline: `${hello} ${a.successful} of your ${decided} resolved calls reached their target.`,
      detail: "Every stop that is hit is data: review your losing calls in the track record and tighten your entries.",
    };
  }
  const focus = a.mostAnalyzedSymbol
    ? ` Your most studied symbol is ${instrumentName(a.mostAnalyzedSymbol.symbol)}.`
    : "";
  return {
    headline: `${hello} ${a.currentMonthAnalyses} ${a.currentMonthAnalyses === 1 ? "analysis" : "analyses"} this month.${focus}`,
    detail:
      a.pending > 0
        ? `${a.pending === 1 ? "1 of your calls is" : `${a.pending} of your calls are`} still running; ${a.pending === 1 ? "its result" : "their results"} will appear in your track record.`
        : "Steady practice builds judgement: one analysis a day is a good rhythm.",
  };
}
