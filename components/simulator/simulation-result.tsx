"use client";
import dynamic from "next/dynamic";
import { Bot, ListChecks } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Stat } from "@/components/ui/stat";
import { SourceBadge } from "@/components/market/source-badge";
import { formatPrice, formatUsd } from "@/lib/format/price";
import { instrumentName } from "@/lib/format/instrument";
import type { SimulationResponse } from "@/lib/simulator/types";
import { cn } from "@/lib/ui/cn";

// The chart library touches `window`, so it loads in the browser only, after the numbers.
const TradeChart = dynamic(() => import("./trade-chart").then((m) => m.TradeChart), {
  ssr: false,
  loading: () => <Skeleton className="h-[280px] w-full" />,
});

/** "+$40.00", "-$20.00": the P&L the toast and the card show. */
export const pnlText = (sim: Pick<SimulationResponse, "profit" | "loss">) =>
  sim.loss > 0 ? `-${formatUsd(sim.loss)}` : `+${formatUsd(sim.profit)}`;

const RESULT_STYLE = {
  WIN: "bg-bull/15 text-bull",
  LOSS: "bg-bear/15 text-bear",
  open: "bg-neutral/15 text-neutral",
} as const;

export function SimulationResult({ sim }: { sim: SimulationResponse }) {
  const open = sim.result === "open";
  const pnlLabel = open ? "Unrealised P&L" : sim.result === "WIN" ? "Profit" : "Loss";
  return (
    <section aria-label="Simulation result" aria-live="polite" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn("rounded-md px-3 py-1 text-lg font-bold", RESULT_STYLE[sim.result])}
          data-testid="simulation-result"
        >
          {sim.result}
        </span>
        <Badge variant="outline">
          {sim.direction === "long" ? "BUY" : "SELL"} {instrumentName(sim.ticker)}
        </Badge>
        <Badge variant="outline">{sim.tradeType}</Badge>
        {sim.interval && <Badge variant="outline">{sim.interval} candles</Badge>}
        <SourceBadge source={sim.source} />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="simulation-candles">
        {sim.source === "demo"
          ? "Replayed on demo candles: a synthetic market, not real price history."
          : "Replayed on real historical candles from the market data provider."}
      </p>
      <p className="text-sm">{sim.message}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat
          label={pnlLabel}
          value={pnlText(sim)}
          tone={sim.loss > 0 ? "bear" : sim.profit > 0 ? "bull" : undefined}
        />
        <Stat label="Duration" value={sim.duration} />
        <Stat label="Reward / risk" value={`${sim.rrRatio.toFixed(2)} : 1`} />
        <Stat label="Max drawdown" value={`${sim.drawdown.toFixed(2)}%`} tone={sim.drawdown > 0 ? "bear" : undefined} />
        <Stat label="Entry" value={formatPrice(sim.levels.entry, sim.ticker)} />
        <Stat label="Stop loss" value={formatPrice(sim.levels.stopLoss, sim.ticker)} />
        <Stat label="Take profit" value={formatPrice(sim.levels.takeProfit, sim.ticker)} />
        <Stat
          label={sim.exit ? "Exit" : "Last price"}
          value={
            sim.exit
              ? formatPrice(sim.exit.price, sim.ticker)
              : sim.markPrice === null
                ? "-"
                : formatPrice(sim.markPrice, sim.ticker)
          }
        />
      </dl>
      {sim.candles.length > 0 && <TradeChart sim={sim} />}
      {sim.aiFeedback && (
        <div className="rounded-lg border border-border bg-muted/40 p-4">
          <p className="mb-2 flex items-center gap-2 text-sm font-semibold">
            {sim.feedbackSource === "ai" ? (
              <Bot className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ListChecks className="h-4 w-4" aria-hidden="true" />
            )}
            Coach feedback
            <span className="text-xs font-normal text-muted-foreground">
              {sim.feedbackSource === "ai" ? "(AI coach)" : "(rule-based coach)"}
            </span>
          </p>
          {sim.feedbackNote && <p className="mb-1 text-xs text-muted-foreground">{sim.feedbackNote}</p>}
          <p className="text-sm leading-relaxed text-muted-foreground">{sim.aiFeedback}</p>
        </div>
      )}
    </section>
  );
}
