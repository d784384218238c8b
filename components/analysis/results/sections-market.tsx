import { Clock, ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ChangeValue } from "@/components/market/change-value";
import type { AnalysisResult, NewsWithImpact } from "@/lib/analysis/types";
import { formatNumber } from "@/lib/format/price";
import type { ResultsModel } from "./results-model";
import { Section } from "./section";
import { Stat } from "@/components/ui/stat";
import { formatDateTime, formatDay } from "@/lib/format/date";
import { instrumentName } from "@/lib/format/instrument";
import { backtestRecord, daysText } from "@/lib/format/probability";
import { windowFor } from "@/lib/outcome-rules/windows";
import { NewsScreenshotRead } from "./news-screenshot";

const when = (iso: string | undefined) => formatDateTime(iso);
const day = (iso: string | undefined) => formatDay(iso);

export function MarketDataCard({ model, analysis }: { model: ResultsModel; analysis: AnalysisResult }) {
  const m = analysis.marketData;
  const p = model.price$;
  return (
    <Section title="Market Data">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        <Stat label="Current price" value={p(m?.currentPrice ?? model.price)} />
        <Stat label="Daily change" value={<ChangeValue value={model.changePercent} percent />} />
        <Stat label="Support" value={p(m?.supportLevel ?? m?.support)} />
        <Stat label="Resistance" value={p(m?.resistanceLevel ?? m?.resistance)} />
        <Stat label="Volume" value={model.volumeText} />
        <Stat label="Validation score" value={`${Math.round(model.validationScore)}/100`} />
        {m?.sector && <Stat label="Sector" value={m.sector} hint={m.industry} />}
        <Stat label="Prices as of" value={when(m?.asOf)} />
      </dl>
    </Section>
  );
}

export function BacktestingCard({ analysis }: { analysis: AnalysisResult }) {
  const b = analysis.backtesting;
  if (!b)
    return (
      <Section title="Backtesting">
        <p className="text-sm text-muted-foreground">No backtest was stored with this analysis.</p>
      </Section>
    );
  return (
    <Section title="Backtesting">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat
          label="Backtest win rate"
          value={backtestRecord(b.winRate, b.trades)}
          tone={b.winRate >= 50 ? "bull" : "bear"}
        />
        <Stat
          label="Average profit"
          value={`${formatNumber(b.averageProfit, 2)}%`}
          hint="per trade"
          tone={b.averageProfit < 0 ? "bear" : undefined}
        />
        <Stat label="Max drawdown" value={`${formatNumber(b.maxDrawdown, 1)}%`} tone="bear" />
        <Stat label="Window" value={daysText(windowFor(analysis.investmentType).days)} hint={analysis.investmentType} />
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        The same entry, stop and target rules replayed on{" "}
        {instrumentName(analysis.identifiedSymbol || analysis.symbol, analysis.instrumentName)}&apos;s own history,{" "}
        {day(b.period?.from)} to {day(b.period?.to)}. A trade won when it reached TP1 before its stop within the
        style&apos;s window, as on the track record; the success probability above is this win rate calibrated on real
        history, so the two can differ.
        {!b.sufficient && " Too few past trades for a reliable figure: the success probability uses the default."}
      </p>
    </Section>
  );
}

const impactVariant = { POSITIVE: "success", NEGATIVE: "destructive", NEUTRAL: "secondary" } as const;

export function MarketNews({ analysis }: { analysis: AnalysisResult }) {
  const news: NewsWithImpact[] = analysis.realTimeNews ?? analysis.detailedStrategy?.realTimeNews ?? [];
  return (
    <Section title="Market News">
      <NewsScreenshotRead analysis={analysis} />
      {news.length === 0 ? (
        <p className="text-sm text-muted-foreground">No recent news for this symbol.</p>
      ) : (
        <ul className="divide-y divide-border">
          {news.slice(0, 8).map((n) => (
            <li key={`${n.url}-${n.title}`} className="py-2 first:pt-0 last:pb-0">
              <a
                href={n.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group inline-flex items-start gap-1 font-medium hover:underline"
              >
                {n.title}
                <ExternalLink aria-hidden="true" className="mt-1 size-3 shrink-0 opacity-60" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span>{n.source}</span>
                {n.demo && (
                  <Badge variant="warning" title="Demo news: written by the synthetic market">
                    DEMO
                  </Badge>
                )}
                <Badge variant={impactVariant[n.impact] ?? "secondary"}>{n.impact}</Badge>
                <span>{n.expectedImpact} impact</span>
                <span>{when(n.publishedAt)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function MarketTimingAlert({ model }: { model: ResultsModel; analysis?: AnalysisResult }) {
  return (
    <section
      aria-label="Market Timing Alert"
      className="flex gap-3 rounded-xl border border-primary/40 bg-primary/10 p-4 text-sm"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div>
        <h2 className="font-semibold text-primary">Market Timing Alert</h2>
        <p className="mt-1 text-foreground/90">{model.timingAlert}</p>
      </div>
    </section>
  );
}
