"use client";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_TOOLTIP } from "@/components/ui/chart-style";
import type { ReliabilityBucket } from "@/lib/track-record/stats";

// recharts is heavy: this file is only loaded through next/dynamic (reliability-chart.tsx).
export function ReliabilityPlot({ buckets }: { buckets: ReliabilityBucket[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={buckets} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="label" stroke="var(--color-muted-foreground)" fontSize={12} />
        <YAxis domain={[0, 100]} unit="%" stroke="var(--color-muted-foreground)" fontSize={12} />
        <Tooltip {...CHART_TOOLTIP} formatter={(value, name) => [`${value}%`, name]} />
        <Legend />
        <Bar dataKey="observed" name="Observed win rate" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        <Line dataKey="predicted" name="Predicted probability" stroke="var(--color-warning)" strokeWidth={2} dot />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
