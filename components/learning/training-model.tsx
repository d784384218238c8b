"use client";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Loader2, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/client/api-client";
import { LEARNS_FROM, LEARNS_FROM_TITLE, PREDICTING_MESSAGE } from "@/lib/learning/learning-phase";
import { patternLabel, successRateTone, toneClass } from "@/lib/learning/present";
import type { PatternLearningStats } from "@/lib/learning/stats";
import { cn } from "@/lib/ui/cn";
import { HitRateCard } from "./hit-rate-card";
import { RecentPatternsList } from "./recent-patterns";
import { formatDay } from "@/lib/format/date";

export const STATS_KEY = ["/api/pattern-learning/stats"] as const;
const REFRESH_MS = 30_000; // spec part 2 section 9: pattern stats refresh every 30 s

function Figure({ title, children, hint }: { title: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-semibold tabular-nums">{children}</div>
        {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}

function CountList({
  title,
  counts,
  label,
}: {
  title: string;
  counts: Record<string, number>;
  label: (k: string) => string;
}) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No patterns detected yet</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {entries.map(([k, n]) => (
              <li key={k} className="flex justify-between gap-2">
                <span>{label(k)}</span>
                <span className="tabular-nums font-semibold">{n}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

// /training-model: what pattern learning has stored and verified; polled every 30 s.
export function TrainingModel() {
  const stats = useQuery<PatternLearningStats>({ queryKey: STATS_KEY, refetchInterval: REFRESH_MS });
  const s = stats.data;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <Link href="/admin-dashboard" className="text-sm text-muted-foreground hover:text-foreground">
        ← Back to Admin Dashboard
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">AI Pattern Learning System</h1>
        <Button variant="outline" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
          <RefreshCw className={cn("size-4", stats.isFetching && "animate-spin")} aria-hidden="true" />
          Refresh Stats
        </Button>
      </header>

      <p className="rounded-lg border border-border p-3 text-sm" data-testid="learns-from">
        <span className="font-medium">{LEARNS_FROM_TITLE}.</span>{" "}
        <span className="text-muted-foreground">{LEARNS_FROM}</span>
      </p>

      {!s ? (
        stats.isError ? (
          <p role="alert" className="text-destructive-text">
            {errorMessage(stats.error, "Could not load pattern learning statistics.")}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading Pattern Learning Statistics...
          </p>
        )
      ) : (
        <>
          <section aria-label="Learning summary" className="grid grid-cols-2 gap-3 md:grid-cols-3">
            <Figure
              title="Learning Phase"
              hint={
                s.learningPhase === "predicting"
                  ? PREDICTING_MESSAGE
                  : `${s.daysUntilPrediction} days until prediction (12 months of learning${s.predictionFrom ? `, until ${formatDay(s.predictionFrom)}` : ", starting with the first pattern"})`
              }
            >
              {s.learningPhase === "predicting" ? "Predicting" : "Memorizing"}
            </Figure>
            <Figure title="Stored Screenshots" hint="Uploaded charts kept; patterns are learned without them">
              {s.storedScreenshots}
            </Figure>
            <Figure title="Total Patterns">{s.totalPatterns}</Figure>
            <Figure title="Pending Verification" hint="Checked against later prices 24 hours after detection">
              {s.pendingVerification}
            </Figure>
            <Figure title="Verified Patterns">{s.verifiedPatterns}</Figure>
            <Figure
              title="Success Rate"
              hint={s.verifiedPatterns ? `of ${s.verifiedPatterns} verified patterns` : "no verified pattern yet"}
            >
              {s.successRate == null ? (
                "—"
              ) : (
                <span className={toneClass[successRateTone(s.successRate)]}>{s.successRate}%</span>
              )}
            </Figure>
          </section>
          <div className="grid gap-3 md:grid-cols-2">
            <CountList title="Patterns by Type" counts={s.patternsByType} label={patternLabel} />
            <CountList title="Patterns by Direction" counts={s.patternsByDirection} label={(k) => k.toUpperCase()} />
            <HitRateCard rates={s.hitRatesByType} />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Recent Patterns</CardTitle>
              <CardDescription>
                The latest patterns seen in analyses: pending until verified, then success or failed.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RecentPatternsList patterns={s.recentPatterns} />
            </CardContent>
          </Card>
        </>
      )}
    </main>
  );
}
