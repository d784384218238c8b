"use client";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { DailyPoint } from "@/lib/admin/charts";
import { formatShortDay } from "@/lib/format/date";
import { CHART_AXIS, CHART_TOOLTIP } from "@/components/ui/chart-style";

// recharts is heavy: this file is only loaded through next/dynamic (charts-section.tsx).
const PLAN_COLORS: Record<string, string> = { free: "#94a3b8", trial: "#f59e0b", pro: "#22c55e" };

export function DailyChart({
  data,
  dataKey,
  label,
  color,
}: {
  data: DailyPoint[];
  dataKey: "registrations" | "analyses";
  label: string;
  color: string;
}) {
  return (
    <figure className="h-56" aria-label={`${label} per day`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
          <XAxis
            dataKey="day"
            tick={CHART_AXIS}
            tickFormatter={(d: string) => formatShortDay(d, "UTC")}
            minTickGap={16}
          />
          <YAxis tick={CHART_AXIS} allowDecimals={false} />
          <Tooltip {...CHART_TOOLTIP} />
          <Line
            type="monotone"
            dataKey={dataKey}
            name={label}
            stroke={color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function PlanMixChart({ data }: { data: { plan: string; users: number }[] }) {
  return (
    <figure className="h-56" aria-label="Users per plan">
      <ResponsiveContainer width="100%" height="100%">
        {data.some((d) => d.users > 0) ? (
          <PieChart>
            <Pie data={data} dataKey="users" nameKey="plan" innerRadius={40} outerRadius={80} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.plan} fill={PLAN_COLORS[d.plan]} />
              ))}
            </Pie>
            <Tooltip {...CHART_TOOLTIP} />
            <Legend />
          </PieChart>
        ) : (
          <BarChart data={data}>
            <XAxis dataKey="plan" tick={CHART_AXIS} />
            <Bar dataKey="users" />
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
