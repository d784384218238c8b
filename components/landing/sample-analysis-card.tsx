import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { SourceBadge } from "@/components/market/source-badge";
import { formatSize } from "@/lib/format/size";
import { instrumentLabel } from "@/lib/format/instrument";
import { formatMoney, formatPrice } from "@/lib/format/price";
import { backtestRecord, daysText, formatProbability, PROBABILITY_LABEL } from "@/lib/format/probability";
import { windowFor } from "@/lib/outcome-rules/windows";
import { SAMPLE_SETTINGS, type SampleAnalysis } from "@/lib/analysis/sample";

const VERDICT_VARIANT = { BUY: "success", SELL: "destructive", WAIT: "warning", AVOID: "secondary" } as const;
const s = SAMPLE_SETTINGS;
const SETTINGS_TEXT = `${formatMoney(s.budget, s.budgetCurrency)} budget, ${s.profitPercent}% profit goal, ${s.riskPercentage}% risk, ${s.leverage === 1 ? "no leverage" : `${s.leverage}x leverage`}`;

function rowsOf(a: SampleAnalysis): [string, string][] {
  const l = a.levels;
  if (!l) return [["Price", formatPrice(a.price, a.symbol, a.decimals)]];
  const price = (n: number) => formatPrice(n, a.symbol, a.decimals);
  return [
    ["Entry", `${price(l.entryPrice)}${l.entryType === "limit" ? " (limit)" : ""}`],
    ["Stop loss", price(l.stopLoss)],
    ["Target 1", price(l.takeProfit1)],
    ["Target 2", price(l.takeProfit2)],
    ["Reward / risk", `${l.riskRewardRatio.toFixed(1)} : 1`],
    ["Position size", formatSize(l.positionSize, a.instrumentType, a.symbol, l.entryPrice)],
    ["Risk if stopped", formatMoney(l.potentialLoss, s.budgetCurrency)],
  ];
}

// What an analysis gives: the engine's answer for one instrument on today's market data, with the
// New Analysis defaults (lib/analysis/sample.ts). Server-rendered, no client JS.
export function SampleAnalysisCard({ sample: a }: { sample: SampleAnalysis | null }) {
  if (!a)
    return (
      <p
        data-testid="sample-analysis"
        className="rounded-lg border border-border bg-card p-4 text-sm text-muted-foreground"
      >
        The live example appears here when market data answers; it is not available right now.
      </p>
    );
  const trade = a.recommendation === "BUY" || a.recommendation === "SELL";
  return (
    <figure
      data-testid="sample-analysis"
      aria-labelledby="example-title"
      className="rounded-lg border border-border bg-card p-4 text-left shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Badge variant="secondary">Example</Badge>
        <h3 id="example-title" className="font-semibold">
          {instrumentLabel(a.symbol, a.name)} · {a.investmentType}
        </h3>
        <SourceBadge source={a.source} />
        <Badge variant={VERDICT_VARIANT[a.recommendation]} className="ml-auto">
          {a.recommendation}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rowsOf(a).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="text-right font-medium tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      {trade && (
        <p className="mt-3 text-sm">
          {PROBABILITY_LABEL} <strong>{formatProbability(a.successProbability)}</strong> (TP1 before the stop within{" "}
          {daysText(windowFor(a.investmentType).days)}) · backtest on this instrument&apos;s history:{" "}
          {backtestRecord(a.backtest.winRate, a.backtest.trades)}.
        </p>
      )}
      {a.reasons.length > 0 && (
        <p className="mt-2 text-sm text-muted-foreground">
          {trade ? "Indicators weighed: " : "Why not now: "}
          {a.reasons.join(" · ")}.
        </p>
      )}
      <figcaption className="mt-3 text-xs text-muted-foreground">
        Example, not advice: the built-in engine on {a.source === "demo" ? "the demo market" : "live market data"}{" "}
        within the last 15 minutes, with the New Analysis defaults ({SETTINGS_TEXT}). Your analysis also reads your own
        chart screenshot.
      </figcaption>
    </figure>
  );
}

// Laid out like the card (header, seven rows, three lines of text), so the page below does not
// jump when the first visit in 15 minutes streams the sample in.
export function SampleAnalysisSkeleton() {
  return (
    <div role="status" aria-label="Loading the live example" className="rounded-lg border border-border bg-card p-4">
      <Skeleton className="mb-3 h-6 w-2/3" />
      <div className="space-y-2">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
      <Skeleton className="mt-3 h-5 w-full" />
      <Skeleton className="mt-2 h-10 w-full" />
      <Skeleton className="mt-3 h-8 w-full" />
    </div>
  );
}
