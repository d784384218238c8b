"use client";
import { Bar, CartesianGrid, ComposedChart, ErrorBar, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_TOOLTIP } from "@/components/ui/chart-style";
import type { TypeHitRate } from "@/lib/learning/stats";
import { patternLabel } from "@/lib/learning/present";

// Hit rate per pattern type as bars, the Wilson 95% interval as whiskers, the sample size in
// every label: a tall bar over 4 cases must not read like one over 400. Hidden from screen readers
// (and out of the tab order): the list under it states the same figures as text.
export function HitRateChart({ rates }: { rates: TypeHitRate[] }) {
  const data = rates
    .filter((r) => r.rate != null)
    .map((r) => ({
      label: `${patternLabel(r.patternType)} (n=${r.cases})`,
      rate: r.rate ?? 0,
      ci: [(r.rate ?? 0) - (r.low ?? 0), (r.high ?? 0) - (r.rate ?? 0)],
    }));
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="label" stroke="var(--color-muted-foreground)" fontSize={11} interval={0} />
          <YAxis domain={[0, 100]} unit="%" stroke="var(--color-muted-foreground)" fontSize={12} />
          <Tooltip {...CHART_TOOLTIP} formatter={(value) => [`${value}%`, "Hit rate"]} />
          <Bar
            dataKey="rate"
            name="Hit rate"
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          >
            <ErrorBar dataKey="ci" width={6} stroke="var(--color-foreground)" direction="y" />
          </Bar>
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
