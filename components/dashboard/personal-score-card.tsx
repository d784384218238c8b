"use client";
import { Award, Lightbulb } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PersonalScore } from "@/lib/score/service";
import { SCORE_BENEFITS, ScorePreview } from "./locked-previews/score-preview";
import { ProGate } from "./pro-gate";
import { useDashboardData } from "./use-dashboard-data";
import { WidgetError, WidgetSkeleton } from "./widget-states";

const PARTS = [
  { key: "experience", label: "Experience", max: 40 },
  { key: "accuracy", label: "Accuracy", max: 40 },
  { key: "consistency", label: "Consistency", max: 20 },
] as const;

function Meter({ label, value, max }: { label: string; value: number; max: number }) {
  return (
    <div>
      <div className="flex justify-between text-xs">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">
          {value} / {max}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className="mt-1 h-2 rounded-full bg-muted"
      >
        <div className="h-2 rounded-full bg-primary" style={{ width: `${(value / max) * 100}%` }} />
      </div>
    </div>
  );
}

/** "3 calls · 67% win rate", or "1 call · no resolved calls yet" while nothing has resolved. */
export function scoreSummary(d: Pick<PersonalScore, "totalTrades" | "winRate" | "resolvedCalls">): string {
  const calls = `${d.totalTrades} ${d.totalTrades === 1 ? "call" : "calls"}`;
  return d.resolvedCalls > 0 ? `${calls} · ${d.winRate}% win rate` : `${calls} · no resolved calls yet`;
}

function ScoreBody() {
  const { data, isLoading, error } = useDashboardData<PersonalScore>("/api/dashboard/personal-score");
  if (isLoading) return <WidgetSkeleton rows={4} label="personal score" />;
  if (error || !data) return <WidgetError message={error?.message ?? "No data"} />;
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-center justify-center gap-2">
        <p className="text-5xl font-bold tabular-nums" aria-label={`Score ${data.score} out of 100`}>
          {data.score}
        </p>
        <Badge variant="secondary">{data.level}</Badge>
        <p className="text-xs text-muted-foreground">{scoreSummary(data)}</p>
      </div>
      <div className="flex flex-col gap-3">
        {PARTS.map((p) => (
          <Meter key={p.key} label={p.label} value={data.breakdown[p.key]} max={p.max} />
        ))}
        <div>
          <p className="flex items-center gap-1 text-sm font-medium">
            <Lightbulb className="h-4 w-4 text-warning" aria-hidden="true" /> Today&apos;s tips
          </p>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
            {data.dailyTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

// Personal Score (PRO and trial): experience, accuracy and consistency out of 100.
export function PersonalScoreCard() {
  return (
    <ProGate feature="Personal Score" benefits={SCORE_BENEFITS} preview={<ScorePreview />}>
      <Card aria-label="Personal Score">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Award className="h-5 w-5 text-primary" aria-hidden="true" /> Personal Score
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ScoreBody />
        </CardContent>
      </Card>
    </ProGate>
  );
}
