"use client";
import dynamic from "next/dynamic";
import { useMemo } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { AnalysisResult } from "@/lib/analysis/types";
import { cn } from "@/lib/ui/cn";
import { CHART_HEIGHT } from "./chart-height";
import { ChartReadingCard } from "./chart-reading-card";
import { resultsModel } from "./results-model";
import { PatternSection } from "./pattern-section";
import { SaveActions } from "./save-actions";
import { AlertMe } from "@/components/alerts/alert-me";
import { ResultShareExport } from "@/components/share-export/result-share-export";
import { Section } from "./section";
import { AlternativeCard, MarketIndicators, RiskLevelBadge, StrategyText } from "./sections-analysis";
import { BacktestingCard, MarketDataCard, MarketNews, MarketTimingAlert } from "./sections-market";
import { ProbabilityCard, StrategyGrid, SymbolCard, WarningBanner } from "./sections-top";
import { formatDateTime } from "@/lib/format/date";

// The chart library touches `window`: it loads in the browser only, after the numbers, into a
// box of fixed height so nothing below it moves.
const AnalysisChart = dynamic(() => import("./analysis-chart").then((m) => m.AnalysisChart), {
  ssr: false,
  loading: () => <Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />,
});

export type ResultsLayout = "desktop" | "mobile";

// The detailed analysis screen, sections in the order of spec part 2 section 2; the chart sits
// right after the strategy grid whose levels it draws.
export function ResultsView({ analysis, layout }: { analysis: AnalysisResult; layout: ResultsLayout }) {
  const model = useMemo(() => resultsModel(analysis), [analysis]);
  const mobile = layout === "mobile";
  const created = Date.parse(analysis.createdAt);
  return (
    <main
      data-results-screen=""
      className={cn("mx-auto w-full space-y-4 px-4 pt-6", mobile ? "max-w-md" : "max-w-4xl pb-10")}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{model.displayName} Analysis</h1>
        {Number.isFinite(created) && (
          <time dateTime={analysis.createdAt} className="text-sm text-muted-foreground">
            {formatDateTime(analysis.createdAt)} · {analysis.investmentType}
          </time>
        )}
      </header>
      <WarningBanner analysis={analysis} />
      <ChartReadingCard analysis={analysis} />
      <ProbabilityCard model={model} analysis={analysis} />
      <SymbolCard model={model} analysis={analysis} />
      <StrategyGrid model={model} analysis={analysis} />
      <Section title="Price Chart">
        {analysis.chart?.candles?.length ? (
          <AnalysisChart
            chart={analysis.chart}
            levels={{
              symbol: model.symbol,
              decimals: model.decimals,
              // AVOID has no plan: the chart draws no entry, stop or targets.
              entry: model.plan === "avoid" ? null : model.entry,
              stopLoss: model.plan === "avoid" ? null : model.stopLoss,
              takeProfit1: model.plan === "avoid" ? null : model.takeProfit1,
              takeProfit2: model.plan === "avoid" ? null : model.takeProfit2,
            }}
            compact={mobile}
          />
        ) : (
          <p className="text-sm text-muted-foreground">No candles were stored with this analysis.</p>
        )}
      </Section>
      <StrategyText model={model} analysis={analysis} />
      <MarketIndicators model={model} analysis={analysis} />
      <PatternSection analysis={analysis} />
      <RiskLevelBadge model={model} analysis={analysis} />
      <AlternativeCard analysis={analysis} />
      <MarketDataCard model={model} analysis={analysis} />
      <BacktestingCard analysis={analysis} />
      <MarketNews analysis={analysis} />
      <MarketTimingAlert model={model} analysis={analysis} />
      <SaveActions analysisId={analysis.id} symbol={model.displayName} sticky={mobile} />
      {(analysis.recommendation === "BUY" || analysis.recommendation === "SELL") && (
        <AlertMe
          analysisId={analysis.id}
          symbol={analysis.symbol}
          levels={{
            entry: analysis.entryPrice,
            stop: analysis.stopLoss,
            tp1: analysis.takeProfit1,
            tp2: analysis.takeProfit2,
          }}
        />
      )}
      <ResultShareExport analysisId={analysis.id} />
    </main>
  );
}
