// What a share link shows, built field by field from the stored analysis: an allow-list, so a
// field added to the analysis later (or the owner's name, budget and position) never reaches a
// stranger unless it is written here. Sizing only when the owner ticked "show my sizing". Pure;
// the engine's name and the disclaimer come from the results screen's own wording (its caller).
import { evidenceLine, SUCCESS_MEANING } from "@/lib/analysis/calibration/apply";
import { screenModel } from "@/lib/analysis/screen-model";
import type { AnalysisResult, Recommendation } from "@/lib/analysis/types";
import { formatMoney } from "@/lib/format/price";
import { daysText, formatProbability } from "@/lib/format/probability";
import { windowFor } from "@/lib/outcome-rules/windows";

export type ShareOutcome = {
  status: "open" | "win" | "loss" | "expired";
  resolvedAt: Date | null;
  exitPrice: number | null;
};

export interface SharedView {
  title: string; // "Apple Inc. (AAPL)"
  recommendation: Recommendation;
  investmentType: string;
  createdAt: string;
  plan: "trade" | "wait" | "avoid";
  levels: { label: string; text: string }[];
  probabilityText: string;
  verdictBadge: string;
  meaning: string;
  randomWalkText: string | null;
  evidence: string | null;
  outcome: { label: string; detail: string | null } | null;
  engine: string;
  dataSource: string;
  disclaimer: string;
  sizing: { label: string; text: string }[] | null;
}

const OUTCOME_LABEL: Record<ShareOutcome["status"], string> = {
  win: "Target hit",
  loss: "Stopped out",
  expired: "Expired",
  open: "Running",
};

/** The results screen's words for who made the analysis (components/analysis/results). */
export type SourceWords = {
  engineLabel: (engine: string | undefined) => string;
  disclaimer: (aiWritten: boolean) => string;
};

export function sharedView(
  a: AnalysisResult,
  outcome: ShareOutcome | null,
  showSizing: boolean,
  words: SourceWords,
): SharedView {
  const m = screenModel(a);
  const call = m.recommendation === "BUY" || m.recommendation === "SELL";
  const days = windowFor(a.investmentType).days;
  const price = (v: number | null | undefined) => (typeof v === "number" ? m.price$(v) : null);
  return {
    title: m.displayName,
    recommendation: m.recommendation,
    investmentType: a.investmentType,
    createdAt: a.createdAt,
    plan: m.plan,
    levels:
      m.plan === "avoid"
        ? []
        : [
            { label: "Entry", text: m.levels.entry.text },
            { label: "Stop loss", text: m.levels.stopLoss.text },
            { label: "Take profit 1", text: m.levels.takeProfit1.text },
            { label: "Take profit 2", text: m.levels.takeProfit2.text },
          ],
    probabilityText: m.probabilityText,
    verdictBadge: m.verdict.badge,
    meaning: `Success means the call ${SUCCESS_MEANING} (${a.investmentType}: ${daysText(days)}).`,
    randomWalkText:
      typeof a.randomWalkProbability === "number" && Number.isFinite(a.randomWalkProbability)
        ? `A random walk would reach TP1 first ${formatProbability(a.randomWalkProbability)} of the time.`
        : null,
    evidence: call && m.probabilityMeasured ? evidenceLine(m.verdict.probability) : null,
    outcome: call
      ? outcome && outcome.status !== "open"
        ? {
            label: OUTCOME_LABEL[outcome.status],
            detail:
              [
                price(outcome.exitPrice) ? `exit ${price(outcome.exitPrice)}` : null,
                outcome.resolvedAt ? `resolved ${outcome.resolvedAt.toISOString().slice(0, 10)}` : null,
              ]
                .filter(Boolean)
                .join(", ") || null,
          }
        : { label: "Running", detail: "not resolved yet" }
      : null,
    engine: words.engineLabel(a.metadata?.engine),
    dataSource: a.metadata?.dataSource === "demo" ? "Demo market data (synthetic)" : "Yahoo Finance market data",
    disclaimer: words.disclaimer(m.aiWritten),
    sizing: showSizing && m.plan !== "avoid" ? sizingOf(a, m) : null,
  };
}

function sizingOf(a: AnalysisResult, m: ReturnType<typeof screenModel>): { label: string; text: string }[] {
  const rows = [{ label: "Budget", text: formatMoney(a.budget, a.budgetCurrency) }];
  if (m.position)
    rows.push({ label: "Position size", text: m.position.size }, { label: "Position value", text: m.position.value });
  if (m.riskText) rows.push({ label: "Risk", text: m.riskText });
  return rows;
}
