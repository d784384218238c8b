"use client";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_AXIS, CHART_TOOLTIP } from "@/components/ui/chart-style";

// recharts is heavy: this file is only loaded through next/dynamic (charts.tsx).

export interface SeriesPoint {
  label: string;
  value: number;
}

export function SeriesChart({
  data,
  name,
  unit,
  color,
  domain,
}: {
  data: SeriesPoint[];
  name: string;
  unit: string;
  color: string;
  domain?: [number, number];
}) {
  return (
    <figure className="h-48" aria-label={`${name} over time`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={CHART_AXIS} minTickGap={24} />
          <YAxis tick={CHART_AXIS} domain={domain ?? ["auto", "auto"]} unit={unit} />
          <Tooltip {...CHART_TOOLTIP} formatter={(v) => [`${v}${unit}`, name]} />
          <Line
            type="monotone"
            dataKey="value"
            name={name}
            stroke={color}
            strokeWidth={2}
            dot={data.length < 30}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
