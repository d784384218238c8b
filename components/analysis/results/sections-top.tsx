import { AlertTriangle, BadgeCheck, Bot, Hourglass, ShieldAlert, TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ChangeValue } from "@/components/market/change-value";
import { SourceBadge } from "@/components/market/source-badge";
import type { AnalysisResult } from "@/lib/analysis/types";
import type { VerdictBadge, VerdictLevel } from "@/lib/analysis/verdict";
import { formatNumber } from "@/lib/format/price";
import { isProviderCode } from "@/lib/format/instrument";
import { cn } from "@/lib/ui/cn";
import { aiWrote, engineLabel, tickerSourceLabel, type ResultsModel } from "./results-model";
import { recommendationTone, Section } from "./section";
import { Stat } from "@/components/ui/stat";
import { ProbabilityEvidence } from "./probability-evidence";

// The spec's disclaimer names the AI: it is said as written when a language model wrote the
// analysis, and names the built-in engine when that engine did (the landing keeps the spec's text).
export const DISCLAIMER =
  "The analyses provided by the AI do not constitute financial advice, nor a recommendation to buy or sell financial instruments.";
export const disclaimerFor = (aiWritten: boolean) =>
  aiWritten ? DISCLAIMER : DISCLAIMER.replace("provided by the AI", "made by the built-in engine");

export function WarningBanner({ analysis }: { analysis: AnalysisResult }) {
  const demo = analysis.metadata?.dataSource === "demo";
  return (
    <section aria-label="Warning" className="rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm">
      <p className="flex gap-2 font-medium text-warning">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {disclaimerFor(aiWrote(analysis.metadata?.engine))}
      </p>
      {(demo || analysis.warnings?.length > 0) && (
        <ul className="mt-2 list-disc space-y-1 pl-10 text-foreground/90">
          {demo && <li>Demo market data: prices come from a synthetic market, not from a live exchange.</li>}
          {analysis.warnings?.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const badgeVariant: Record<VerdictBadge, "success" | "warning" | "destructive"> = {
  APPROVED: "success",
  CAUTION: "warning",
  WAIT: "warning",
  AVOID: "destructive",
};
const barTone: Record<VerdictLevel, string> = { approved: "bg-bull", caution: "bg-warning", high_risk: "bg-bear" };

export function ProbabilityCard({ model, analysis }: { model: ResultsModel; analysis?: AnalysisResult }) {
  const { verdict, recommendation } = model;
  return (
    <Section title="Success Probability">
      {/* The recommendation sits beside the figure on the left: the "Analysis Created" toast
          (bottom right on a desktop) does not land on it. */}
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <p
          className={cn("font-bold tabular-nums", model.probabilityMeasured ? "text-5xl" : "text-2xl")}
          data-testid="success-probability"
        >
          {model.probabilityText}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">Recommendation</span>{" "}
          <span
            className={cn("rounded-md border px-3 py-1 text-lg font-bold", recommendationTone[recommendation])}
            data-testid="recommendation"
          >
            {recommendation}
          </span>
        </div>
      </div>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn("h-full rounded-full", barTone[verdict.level])}
          style={{ width: `${model.probabilityMeasured ? verdict.probability : 0}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-muted-foreground" data-testid="verdict">
        Verdict{" "}
        <Badge variant={badgeVariant[verdict.badge]} className="mx-1" data-testid="verdict-badge">
          {verdict.badge}
        </Badge>
        {model.levelLabel && (
          <>
            {" "}
            <span className="font-medium text-foreground" data-testid="verdict-level">
              {model.levelLabel}
            </span>
          </>
        )}
        {" · "}
        {model.probabilityBasis}
      </p>
      <ProbabilityEvidence
        probability={verdict.probability}
        call={recommendation === "BUY" || recommendation === "SELL"}
        style={analysis?.investmentType}
        randomWalk={analysis?.randomWalkProbability}
        assetClass={analysis?.instrumentType}
        direction={recommendation === "BUY" || recommendation === "SELL" ? recommendation : undefined}
      />
      {(model.profitProbabilityBadge || model.checksText || model.aiWritten) && (
        <div className="mt-3 flex flex-wrap gap-2" data-testid="engine-badges">
          {model.profitProbabilityBadge && (
            <Badge variant="success">
              <TrendingUp aria-hidden="true" className="size-3" />
              {model.profitProbabilityBadge}
            </Badge>
          )}
          {/* Badge what happened: the built-in rule checks that ran, and "AI" only when a model wrote the text. */}
          {model.checksText && (
            <Badge variant="outline" className="border-primary/50 text-primary" data-testid="checks-badge">
              <BadgeCheck aria-hidden="true" className="size-3" />
              {model.checksText}
            </Badge>
          )}
          {model.aiWritten && (
            <Badge variant="outline" className="border-primary/50 text-primary" data-testid="ai-badge">
              <Bot aria-hidden="true" className="size-3" />
              AI
            </Badge>
          )}
        </div>
      )}
      {model.enhancedWarnings.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-warning" aria-label="Enhanced warnings">
          {model.enhancedWarnings.map((w) => (
            <li key={w} className="flex gap-2">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {w}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function SymbolCard({ model, analysis }: { model: ResultsModel; analysis: AnalysisResult }) {
  const meta = analysis.metadata;
  return (
    <Section title="Symbol" action={<SourceBadge source={meta?.dataSource} asOf={analysis.marketData?.asOf} />}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="text-2xl font-bold" data-testid="symbol">
            {model.displayName}
          </p>
          {/* "EUR/USD" keeps its feed code as a footnote; "Apple Inc. (AAPL)" already says its ticker. */}
          {isProviderCode(model.symbol) && model.displayName !== model.symbol && (
            <p className="text-sm text-muted-foreground">feed code {model.symbol}</p>
          )}
        </div>
        <div className="text-right">
          <p className="text-2xl font-semibold tabular-nums" data-testid="current-price">
            {model.price$(model.price)} <span className="text-sm text-muted-foreground">{analysis.currency}</span>
          </p>
          <p className="text-sm">
            <span className="sr-only">Daily change </span>
            <ChangeValue value={model.changePercent} percent />
            <span className="text-muted-foreground"> today</span>
          </p>
        </div>
      </div>
      <p className="mt-3 text-xs text-muted-foreground" data-testid="engine">
        Analysis by {engineLabel(meta?.engine)} · data source{" "}
        {meta?.dataSource === "demo" ? "demo market (synthetic)" : "Yahoo Finance"}
        {meta?.tickerSource ? ` · ticker ${tickerSourceLabel[meta.tickerSource]}` : ""}
      </p>
      {meta?.engineNote && <p className="mt-1 text-xs text-warning">{meta.engineNote}</p>}
    </Section>
  );
}

export function StrategyGrid({ model, analysis }: { model: ResultsModel; analysis: AnalysisResult }) {
  const { long, levels, position } = model;
  // AVOID: no plan to take. WAIT: the levels as conditions, no order and no position.
  if (model.plan === "avoid")
    return (
      <Section title="Trading Strategy">
        <p className="flex gap-2 text-sm" data-testid="no-plan">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-bear" />
          No trade: the analysis advises against opening a position on these terms, so there is no entry, stop or target
          to follow. The reasoning below says why.
        </p>
      </Section>
    );
  if (model.plan === "wait")
    return (
      <Section title="Conditions to wait for">
        <ul className="space-y-2 text-sm" data-testid="wait-conditions">
          {(model.conditions ?? ["No order now: re-run the analysis when the signals agree."]).map((c) => (
            <li key={c} className="flex gap-2">
              <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              {c}
            </li>
          ))}
        </ul>
        {model.goalText && (
          <p
            className={cn(
              "mt-3 text-sm text-muted-foreground",
              model.goalStatus === "capped" && "rounded-md border border-warning/40 bg-warning/10 p-2 text-warning",
            )}
            data-testid="goal-text"
          >
            If it confirms:{" "}
            {model.goalStatus === "capped" && <span className="font-semibold">Largest reasonable goal. </span>}
            {model.goalText}
          </p>
        )}
      </Section>
    );
  return (
    <Section title="Trading Strategy">
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Stat
          label="Entry"
          value={levels.entry.text}
          hint={analysis.levels?.entryType === "limit" ? "limit order" : "market order"}
        />
        <Stat label="Take Profit 1" value={levels.takeProfit1.text} hint="60-65% target" tone="bull" />
        <Stat label="Stop Loss" value={levels.stopLoss.text} hint={long ? "below entry" : "above entry"} tone="bear" />
        <Stat label="Take Profit 2" value={levels.takeProfit2.text} hint="100% target" tone="bull" />
      </dl>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Stat label="Reward / risk" value={`${formatNumber(analysis.riskRewardRatio ?? 0, 2)} : 1`} />
        <Stat label="Leverage" value={`${analysis.leverage}x`} />
        <Stat label="Risk per trade" value={`${analysis.riskPercentage}%`} />
        <Stat
          label="Position"
          value={position?.size ?? "None"}
          hint={position ? [position.lots, position.value].filter(Boolean).join(" · ") : undefined}
        />
      </dl>
      {model.noPositionText && (
        <p
          className="mt-3 rounded-md border border-warning/40 bg-warning/10 p-2 text-sm text-warning"
          data-testid="no-position"
        >
          {model.noPositionText}
        </p>
      )}
      {(model.riskText || model.goalText) && (
        <div className="mt-3 space-y-1 text-sm">
          {model.riskText && <p data-testid="risk-text">{model.riskText}</p>}
          {model.goalText && (
            <p
              data-testid="goal-text"
              className={cn(
                model.goalStatus === "capped" && "rounded-md border border-warning/40 bg-warning/10 p-2 text-warning",
              )}
            >
              {model.goalStatus === "capped" && <span className="font-semibold">Largest reasonable goal. </span>}
              {model.goalText}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
