// The results screen's sections as lines of a PDF, in the screen's order (spec part 2 section 2).
// Pure: the same stored analysis always gives the same lines.
import { evidenceLine, SUCCESS_MEANING } from "@/lib/analysis/calibration/apply";
import { screenModel } from "@/lib/analysis/screen-model";
import type { AnalysisResult } from "@/lib/analysis/types";
import { formatDateTime } from "@/lib/format/date";
import { formatNumber, formatPercent } from "@/lib/format/price";
import { backtestClause, daysText, formatProbability } from "@/lib/format/probability";
import { windowFor } from "@/lib/outcome-rules/windows";
import type { SourceWords } from "@/lib/share/public-view";

export type Row = [label: string, value: string];
export type PdfSection = { title: string; rows?: Row[]; text?: string[] };
export type PdfOutcome = { status: string; exitPrice: number | null; resolvedAt: Date | null } | null;

const OUTCOME: Record<string, string> = { win: "Target hit", loss: "Stopped out", expired: "Expired", open: "Running" };

export function analysisSections(a: AnalysisResult, outcome: PdfOutcome, words: SourceWords): PdfSection[] {
  const m = screenModel(a);
  const p = m.price$;
  const call = m.recommendation === "BUY" || m.recommendation === "SELL";
  const i = a.indicators;
  const md = a.marketData;
  const b = a.backtesting;
  const sections: PdfSection[] = [
    {
      title: "Warning",
      text: [
        words.disclaimer(m.aiWritten),
        ...(a.metadata?.dataSource === "demo"
          ? ["Demo market data: prices come from a synthetic market, not from a live exchange."]
          : []),
        ...(a.warnings ?? []),
      ],
    },
    {
      title: "Success Probability",
      rows: [
        ["Success probability", m.probabilityText],
        ["Recommendation", m.recommendation],
        ["Verdict", `${m.verdict.badge}${m.levelLabel ? ` (${m.levelLabel})` : ""} · ${m.probabilityBasis}`],
      ],
      text: [
        `Success means the call ${SUCCESS_MEANING} (${a.investmentType}: ${daysText(windowFor(a.investmentType).days)}).`,
        ...(typeof a.randomWalkProbability === "number"
          ? [`A random walk would reach TP1 first ${formatProbability(a.randomWalkProbability)} of the time.`]
          : []),
        ...(call && m.probabilityMeasured ? [evidenceLine(m.verdict.probability)].filter((l): l is string => !!l) : []),
      ],
    },
    {
      title: "Instrument",
      rows: [
        ["Instrument", m.displayName],
        ["Price", p(m.price)],
        ["Daily change", m.changePercent === null ? "—" : `${formatNumber(m.changePercent, 2)}%`],
      ],
    },
    strategySection(a, m),
  ];
  sections.push({ title: "Price Chart" }); // drawn by the document (chart.ts) at this place
  sections.push({
    title: m.aiWritten ? "AI Strategy Analysis" : "Strategy Analysis (built-in engine)",
    text: [m.summary, m.reasoning || "No strategy text was written for this analysis."].filter(Boolean),
  });
  if (i)
    sections.push({
      title: "Market Indicators",
      rows: [
        ["RSI (14)", formatNumber(i.rsi, 1)],
        ["MACD histogram", m.macdText],
        ["ATR (14)", p(i.atr)],
        ["Trend", md?.trend ?? "—"],
        ["SMA 20 / 50 / 200", `${p(i.sma20)} / ${p(i.sma50)} / ${i.sma200 === null ? "—" : p(i.sma200)}`],
        ["Bollinger", `${p(i.bollinger?.lower)} – ${p(i.bollinger?.upper)}`],
        ["Volume", `${m.volumeText} (${m.volumeRatioText})`],
      ],
    });
  const patterns = a.enhancedAnalysis?.patternAnalysis?.patterns ?? [];
  sections.push({
    title: "Patterns",
    text: patterns.length
      ? patterns.map(
          (pt) => `${pt.type.replace(/_/g, " ")}: ${pt.direction}, confidence ${formatPercent(pt.confidence, 0)}`,
        )
      : ["No pattern was detected."],
  });
  sections.push({
    title: "Risk Level",
    rows: [
      ["Risk level", m.riskLevel ?? "—"],
      ["Validation score", `${Math.round(m.validationScore)}/100`],
    ],
    text: m.enhancedWarnings,
  });
  const alt = a.alternativeRecommendation;
  if (alt)
    sections.push({
      title: "Alternative",
      rows: [
        ["Instrument", `${alt.symbol} (${alt.recommendation})`],
        ["Entry / stop / target", `${alt.entryPrice} / ${alt.stopLoss} / ${alt.takeProfit}`],
        ["Its success probability", formatProbability(alt.successProbability)],
      ],
      text: [alt.reasoning],
    });
  sections.push({
    title: "Market Data",
    rows: [
      ["Support", p(md?.supportLevel ?? md?.support)],
      ["Resistance", p(md?.resistanceLevel ?? md?.resistance)],
      ["Prices as of", formatDateTime(md?.asOf, "UTC") + " UTC"],
    ],
  });
  if (b)
    sections.push({
      title: "Backtesting",
      rows: [
        ["Trades", String(b.trades)],
        ["Average profit", `${formatNumber(b.averageProfit, 2)}%`],
        ["Max drawdown", `${formatNumber(b.maxDrawdown, 1)}%`],
      ],
      text: b.trades > 0 ? [`The rules ${backtestClause(b.winRate, b.trades)}.`] : [],
    });
  const news = a.realTimeNews ?? [];
  if (news.length)
    sections.push({ title: "Market News", text: news.slice(0, 5).map((n) => `${n.title} (${n.source}, ${n.impact})`) });
  sections.push({ title: "Market Timing", text: [m.timingAlert].filter(Boolean) });
  if (call)
    sections.push({
      title: "Outcome",
      text: [
        outcome && outcome.status !== "open"
          ? `${OUTCOME[outcome.status] ?? outcome.status}${outcome.exitPrice !== null ? `, exit ${p(outcome.exitPrice)}` : ""}${outcome.resolvedAt ? `, ${formatDateTime(outcome.resolvedAt, "UTC")} UTC` : ""}`
          : "Running: not resolved yet.",
      ],
    });
  sections.push({
    title: "Source",
    rows: [
      ["Engine", words.engineLabel(a.metadata?.engine)],
      ["Market data", a.metadata?.dataSource === "demo" ? "Demo market data (synthetic)" : "Yahoo Finance"],
    ],
  });
  return sections;
}

function strategySection(a: AnalysisResult, m: ReturnType<typeof screenModel>): PdfSection {
  if (m.plan === "avoid") return { title: "Trading Strategy", text: ["No trade: no entry, stop or targets."] };
  const l = m.levels;
  const rows: Row[] = [
    ["Entry", l.entry.text],
    ["Stop loss", l.stopLoss.text],
    ["Take profit 1", l.takeProfit1.text],
    ["Take profit 2", l.takeProfit2.text],
    ["Reward / risk", `${formatNumber(a.riskRewardRatio ?? 0, 2)} : 1`],
    ["Leverage", `${a.leverage}x`],
    ["Risk per trade", `${a.riskPercentage}%`],
  ];
  if (m.position)
    rows.push(["Position", [m.position.size, m.position.lots, m.position.value].filter(Boolean).join(" · ")]);
  const text = [
    ...(m.conditions ?? []),
    ...(m.noPositionText ? [m.noPositionText] : []),
    ...(m.riskText ? [m.riskText] : []),
    ...(m.goalText ? [m.goalText] : []),
  ];
  return { title: m.plan === "wait" ? "Trading Strategy (if it confirms)" : "Trading Strategy", rows, text };
}
