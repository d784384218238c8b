"use client";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ANALYTICS_PATH, type DashboardAnalytics } from "./analytics-types";
import { useDashboardData } from "./use-dashboard-data";
import { WidgetError, WidgetSkeleton } from "./widget-states";
import { instrumentName } from "@/lib/format/instrument";

function Stat({ label, value, tone }: { label: string; value: string | number; tone?: "bull" | "bear" }) {
  const color = tone === "bull" ? "text-bull" : tone === "bear" ? "text-bear" : "";
  return (
    <div className="rounded-lg bg-muted/40 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums ${color}`}>{value}</dd>
    </div>
  );
}

/** "Gold (3)"; a tie lists its leaders ("Gold, AAPL (2 each)"); a wide tie says there is no leader. */
export function mostAnalyzedText(
  d: Pick<DashboardAnalytics, "mostAnalyzedSymbol" | "mostAnalyzedSymbols" | "totalAnalyses">,
) {
  if (d.mostAnalyzedSymbol) return `${instrumentName(d.mostAnalyzedSymbol.symbol)} (${d.mostAnalyzedSymbol.count})`;
  const top = d.mostAnalyzedSymbols;
  if (top && top.symbols.length === 1) return `${instrumentName(top.symbols[0])} (${top.count})`;
  if (top) return `${top.symbols.map((s) => instrumentName(s)).join(", ")} (${top.count} each)`;
  return d.totalAnalyses ? "No single leader" : "—";
}

// Analysis Overview: counts from the user's analyses; wins and losses from the resolved track record.
export function AnalysisOverview() {
  const { data, isLoading, error } = useDashboardData<DashboardAnalytics>(ANALYTICS_PATH);
  return (
    <Card aria-label="Analysis Overview">
      <CardHeader>
        <CardTitle>Analysis Overview</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <WidgetSkeleton rows={4} label="analysis overview" />
        ) : error || !data ? (
          <WidgetError message={error?.message ?? "No data"} />
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="This month" value={data.currentMonthAnalyses} />
            <Stat label="Total analyses" value={data.totalAnalyses} />
            <Stat label="Most analyzed" value={mostAnalyzedText(data)} />
            <Stat label="Win rate" value={data.successful + data.failed ? `${data.winRate}%` : "—"} />
            <Stat label="Bullish calls" value={data.bullishCount} tone="bull" />
            <Stat label="Bearish calls" value={data.bearishCount} tone="bear" />
            <Stat label="Successful / failed" value={`${data.successful} / ${data.failed}`} />
            <Stat
              label="Avg target / stop distance"
              value={
                data.bullishCount + data.bearishCount
                  ? `+${data.avgPotentialProfit}% / -${data.avgPotentialLoss}%`
                  : "—"
              }
            />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
