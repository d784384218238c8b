"use client";
import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { getCharts } from "@/lib/admin/charts";
import type { DayRange } from "@/lib/admin/schemas";
import { formatDay } from "@/lib/format/date";

type Charts = Awaited<ReturnType<typeof getCharts>>;
const loading = () => <Skeleton className="h-56 w-full" />;
// Loaded after the page: the cards and tables never wait for the charting library.
const DailyChart = dynamic(() => import("./admin-charts").then((m) => m.DailyChart), { ssr: false, loading });
const PlanMixChart = dynamic(() => import("./admin-charts").then((m) => m.PlanMixChart), { ssr: false, loading });

// Registrations and analyses per day over the applied range (default: the last 30 days), and the plan mix.
export function ChartsSection({ range }: { range: DayRange | null }) {
  const qs = range ? `?${new URLSearchParams(range)}` : "";
  const { data, error } = useQuery<Charts>({ queryKey: [`/api/admin/charts${qs}`] });
  const span = data ? `${formatDay(data.range.startDate, "UTC")} to ${formatDay(data.range.endDate, "UTC")}` : "";
  const cards = [
    {
      title: "Registrations per day",
      body: data && <DailyChart data={data.daily} dataKey="registrations" label="Registrations" color="#60a5fa" />,
    },
    {
      title: "Analyses per day",
      body: data && <DailyChart data={data.daily} dataKey="analyses" label="Analyses" color="#a78bfa" />,
    },
    { title: "Plan mix", body: data && <PlanMixChart data={data.planMix} /> },
  ];
  return (
    <section aria-label="Charts" className="grid gap-3 lg:grid-cols-3">
      {cards.map((c) => (
        <Card key={c.title}>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">{c.title}</CardTitle>
            {span && c.title !== "Plan mix" && <p className="text-xs text-muted-foreground">{span}</p>}
          </CardHeader>
          <CardContent>
            {error ? <p className="text-sm text-destructive-text">Failed to load the chart</p> : (c.body ?? loading())}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
