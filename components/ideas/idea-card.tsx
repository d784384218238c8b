"use client";
import Link from "next/link";
import { ArrowDownRight, ArrowUpRight, BarChart3 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatMoney, formatNumber, formatPrice, formatVolume } from "@/lib/format/price";
import { backtestRecord, formatProbability, probabilityText, windowText } from "@/lib/format/probability";
import { windowFor } from "@/lib/outcome-rules/windows";
import { instrumentName, isProviderCode } from "@/lib/format/instrument";
import { SCAN } from "@/lib/ideas/build-idea";
import type { TradeIdea } from "@/lib/ideas/types";
import { analyzeHref } from "@/lib/ideas/analyze-link";
import { cn } from "@/lib/ui/cn";
import { formatDateTime } from "@/lib/format/date";

export { analyzeHref };

const RISK_STYLE = { LOW: "text-bull", MEDIUM: "text-warning", HIGH: "text-bear" } as const;

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("font-medium tabular-nums", className)}>{value}</dd>
    </div>
  );
}

export function IdeaCard({ idea }: { idea: TradeIdea }) {
  const buy = idea.tradeDirection === "BUY";
  const p = (v: number) => formatPrice(v, idea.symbol);
  const title = instrumentName(idea.symbol, idea.name);
  return (
    <article
      aria-label={`${idea.tradeDirection} ${title}`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-background/40 p-4"
    >
      <header className="flex items-start justify-between gap-2">
        <div>
          <p className="text-lg font-bold" data-testid="idea-title">
            {title}
          </p>
          {!isProviderCode(idea.symbol) && <p className="text-xs text-muted-foreground">{idea.name}</p>}
        </div>
        <Badge className={cn("border-transparent", buy ? "bg-bull/15 text-bull" : "bg-bear/15 text-bear")}>
          {buy ? (
            <ArrowUpRight aria-hidden="true" className="h-3 w-3" />
          ) : (
            <ArrowDownRight aria-hidden="true" className="h-3 w-3" />
          )}
          {idea.tradeDirection} · {idea.sentiment}
        </Badge>
      </header>
      <div className="flex flex-wrap gap-1.5 text-xs">
        <Badge variant="outline">{idea.tradingType}</Badge>
        <Badge variant="outline">{idea.timeFrame}</Badge>
        <Badge variant="outline">{idea.asset}</Badge>
        <Badge variant="outline" data-testid="idea-probability">
          {probabilityText(idea.confidence)}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="idea-window">
        {windowText(windowFor(idea.tradingType).days)}
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Row label="Entry" value={p(idea.entry)} />
        <Row label="Take profit 2" value={p(idea.takeProfit)} className="text-bull" />
        <Row label="Stop loss" value={p(idea.stopLoss)} className="text-bear" />
        <Row label="Profit target" value={`${idea.profitTarget.toFixed(2)}%`} />
        <Row label="Reward / risk" value={`${formatNumber(idea.riskReward, 2)} : 1`} />
        <Row label="Risk per trade" value={`${SCAN.riskPercentage}%`} />
        <Row
          label="Backtest"
          value={
            idea.backtestTrades
              ? backtestRecord(idea.winRate, idea.backtestTrades)
              : `${formatProbability(idea.winRate)} won`
          }
        />
        <Row label="Risk level" value={idea.riskLevel} className={RISK_STYLE[idea.riskLevel]} />
        <Row label="Leverage (max)" value={`${idea.leverage}x`} />
        <Row label="Budget" value={formatMoney(idea.recommendedBudget, "USD")} />
        <Row label="RSI" value={idea.rsi.toFixed(1)} />
        <Row label="Trend" value={idea.trend} />
        <Row label="Volume" value={idea.asset === "forex" || !(idea.volume > 0) ? "n/a" : formatVolume(idea.volume)} />
      </dl>
      {idea.reasons.length > 0 && <p className="text-xs text-muted-foreground">{idea.reasons.join(" · ")}</p>}
      <footer className="mt-auto flex items-center justify-between gap-2">
        <time dateTime={idea.generatedAt} title={idea.generatedAtLocal} className="text-xs text-muted-foreground">
          {formatDateTime(idea.generatedAt)}
        </time>
        <Button asChild size="sm">
          <Link href={analyzeHref(idea)} aria-label={`Analyze ${title}`}>
            <BarChart3 aria-hidden="true" /> Analyze
          </Link>
        </Button>
      </footer>
    </article>
  );
}
