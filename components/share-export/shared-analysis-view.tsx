import { Section, recommendationTone } from "@/components/analysis/results/section";
import { formatDateTime } from "@/lib/format/date";
import type { SharedView } from "@/lib/share/public-view";
import { cn } from "@/lib/ui/cn";

// The public page of a share link: the chart, the call, its levels, the probability with its
// evidence and the outcome. Renders only the allow-listed view (lib/share/public-view.ts).
export function SharedAnalysisView({ view, chartSrc }: { view: SharedView; chartSrc: string | null }) {
  return (
    <main data-shared-analysis="" className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <header className="space-y-1">
        <p className="text-xs uppercase tracking-wide text-muted-foreground">Shared Candlewise analysis · read-only</p>
        <h1 className="text-2xl font-semibold">{view.title} Analysis</h1>
        <p className="text-sm text-muted-foreground">
          <time dateTime={view.createdAt}>{formatDateTime(view.createdAt, "UTC")} UTC</time> · {view.investmentType}
        </p>
      </header>
      <p className="rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm text-warning">{view.disclaimer}</p>
      {chartSrc && (
        <Section title="Chart">
          {/* eslint-disable-next-line @next/next/no-img-element -- served by the link's own route, not optimised */}
          <img src={chartSrc} alt={`${view.title} chart`} className="w-full rounded-md border border-border" />
        </Section>
      )}
      <Section title="The call">
        <div className="flex flex-wrap items-end gap-4">
          <span
            className={cn("rounded-md border px-3 py-1 text-lg font-bold", recommendationTone[view.recommendation])}
            data-testid="shared-recommendation"
          >
            {view.recommendation}
          </span>
          <span className="text-4xl font-bold tabular-nums" data-testid="shared-probability">
            {view.probabilityText}
          </span>
          <span className="text-sm text-muted-foreground">Verdict {view.verdictBadge}</span>
        </div>
        <div className="mt-2 space-y-0.5 text-xs text-muted-foreground" data-testid="shared-evidence">
          <p>{view.meaning}</p>
          {view.randomWalkText && <p>{view.randomWalkText}</p>}
          {view.evidence && <p>{view.evidence}</p>}
        </div>
      </Section>
      <Section title="Levels">
        {view.levels.length === 0 ? (
          <p className="text-sm text-muted-foreground">No trade: no entry, stop or targets.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="shared-levels">
            {view.levels.map((l) => (
              <div key={l.label}>
                <dt className="text-xs text-muted-foreground">{l.label}</dt>
                <dd className="font-semibold tabular-nums">{l.text}</dd>
              </div>
            ))}
          </dl>
        )}
      </Section>
      {view.outcome && (
        <Section title="Outcome">
          <p data-testid="shared-outcome">
            <span className="font-semibold">{view.outcome.label}</span>
            {view.outcome.detail ? ` · ${view.outcome.detail}` : ""}
          </p>
        </Section>
      )}
      {view.sizing && (
        <Section title="Sizing">
          <dl className="grid grid-cols-2 gap-3" data-testid="shared-sizing">
            {view.sizing.map((s) => (
              <div key={s.label}>
                <dt className="text-xs text-muted-foreground">{s.label}</dt>
                <dd className="text-sm">{s.text}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      <p className="text-xs text-muted-foreground">
        Made by the {view.engine} on {view.dataSource}.
      </p>
    </main>
  );
}
