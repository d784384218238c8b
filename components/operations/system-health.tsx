"use client";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest, errorMessage, getJson } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import { formatDateTime } from "@/lib/format/date";
import { cleanupSummary } from "@/lib/system/cleanup-labels";
import type { SystemHealth as Health } from "@/lib/system/health";
import { HEALTH_HEADLINE, MEMORY_CRITICAL_MB, MEMORY_WARNING_MB } from "@/lib/system/thresholds";
import { hourLabel, SeriesChart } from "./charts";
import { ProviderCard } from "./provider-card";

export const HEALTH_KEY = "/api/system/health";
const HEALTH_REFRESH_MS = 30_000; // part 2 section 9

const uptime = (s: number) =>
  s >= 86_400
    ? `${Math.floor(s / 86_400)}d ${Math.floor((s % 86_400) / 3600)}h`
    : s >= 3600
      ? `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`
      : `${Math.floor(s / 60)}m ${s % 60}s`;
const LEVEL = { normal: "success", warning: "warning", critical: "destructive" } as const;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card>
      <CardHeader className="pb-1">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-semibold">{value}</p>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}

// /system-health (part 2): measured figures, provider status with test buttons, cleanup.
export function SystemHealth() {
  const queryClient = useQueryClient();
  const { data, error, isLoading, refetch, isFetching } = useQuery<Health>({
    queryKey: [HEALTH_KEY],
    queryFn: () => getJson<Health>(HEALTH_KEY),
    refetchInterval: HEALTH_REFRESH_MS,
    retry: 1,
  });
  const [cleaning, setCleaning] = useState(false);

  const cleanup = async () => {
    setCleaning(true);
    try {
      const res = await apiRequest("POST", "/api/system/cleanup");
      const body = (await res.json()) as { total: number; removed: Record<string, number> };
      toast({ title: "Cleanup completed", description: cleanupSummary(body.removed) });
      void queryClient.invalidateQueries({ queryKey: [HEALTH_KEY] });
    } catch (e) {
      toast({
        title: "Errore",
        description: errorMessage(e, "Cleanup failed. Please try again."),
        variant: "destructive",
      });
    } finally {
      setCleaning(false);
    }
  };

  const retry = (
    <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
      {isFetching ? "Retrying..." : "Retry"}
    </Button>
  );

  return (
    <main className="mx-auto max-w-6xl space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">System Health</h1>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            Refresh
          </Button>
          <Button onClick={() => void cleanup()} disabled={cleaning}>
            {cleaning ? "Cleaning..." : "Run Cleanup"}
          </Button>
        </div>
      </div>

      {isLoading && <p className="text-muted-foreground">Loading system health...</p>}
      {error && !data && (
        <Card role="alert" className="border-destructive">
          <CardHeader>
            <CardTitle>Could not load system health</CardTitle>
            <CardDescription>{errorMessage(error, "The health check did not answer.")}</CardDescription>
          </CardHeader>
          <CardContent>{retry}</CardContent>
        </Card>
      )}
      {!isLoading && !error && !data && (
        <Card role="alert">
          <CardHeader>
            <CardTitle>Health data unavailable</CardTitle>
          </CardHeader>
          <CardContent>{retry}</CardContent>
        </Card>
      )}

      {data && <HealthBody data={data} />}
    </main>
  );
}

function HealthBody({ data }: { data: Health }) {
  const m = data.metrics;
  const memory = data.history.memory.map((s) => ({ label: hourLabel(s.at), value: s.memoryMb }));
  const errors = data.history.errorRate.map((h) => ({ label: hourLabel(h.hour), value: h.errorRate }));
  const inProcessCalls = Object.entries(m.callsTodayByProvider)
    .filter(([p]) => p === "market:demo" || p === "ai:builtin")
    .reduce((s, [, n]) => s + n, 0);
  const inProcessLastHour = m.callsLastHour - m.outboundLastHour;
  return (
    <>
      <Card data-testid="health-status">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>{HEALTH_HEADLINE[m.alertLevel]}</CardTitle>
          <Badge variant={LEVEL[m.alertLevel]}>Alert level: {m.alertLevel}</Badge>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {data.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted-foreground">
            Checked {formatDateTime(data.timestamp)}; refreshes every 30 seconds.
          </p>
        </CardContent>
      </Card>
      <section aria-label="Figures" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Memory (RSS)"
          value={`${m.memoryUsage} MB`}
          hint={
            m.memoryUsage > MEMORY_CRITICAL_MB
              ? `Over ${MEMORY_CRITICAL_MB} MB: more than this server needs (see above)`
              : m.memoryUsage > MEMORY_WARNING_MB
                ? `Over the spec's ${MEMORY_WARNING_MB} MB "elevated" mark; usual for this server while steady (see above)`
                : `Below the spec's ${MEMORY_WARNING_MB} MB "elevated" mark`
          }
        />
        <Figure
          label="Provider calls today"
          value={`${m.apiCallsToday} / ${m.apiCallLimit}`}
          hint={`Calls that left the server since 00:00 UTC (the daily limit counts these); ${inProcessCalls} more to the demo market and built-in engine, which run inside it`}
        />
        <Figure
          label="Error rate (last hour)"
          value={`${m.errorRate}%`}
          hint={`Of ${m.callsLastHour} provider calls in the last hour: ${m.outboundLastHour} left the server, ${inProcessLastHour} ran inside it`}
        />
        <Figure
          label="Cache hit rate"
          value={m.cacheHitRate === null ? "—" : `${m.cacheHitRate}%`}
          hint={`${m.cacheLookups} market-cache lookups since start`}
        />
        <Figure label="Uptime" value={uptime(m.systemUptime)} hint="This server process" />
        <Figure
          label="Last cleanup"
          value={m.lastCleanup ? formatDateTime(m.lastCleanup) : "Never"}
          hint={m.cleanupRecommendation ?? "Runs every 2 hours"}
        />
      </section>
      <section aria-label="Providers" className="grid gap-3 md:grid-cols-2">
        <ProviderCard title="Market data provider" entry={m.yahooFinance} testUrl="/api/system/test-yahoo-finance" />
        <ProviderCard title="AI inference provider" entry={m.togetherAI} testUrl="/api/system/test-together-ai" />
      </section>
      <section aria-label="Trends" className="grid gap-3 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Memory over the last hours</CardTitle>
          </CardHeader>
          <CardContent>
            {memory.length > 1 ? (
              <SeriesChart data={memory} name="Memory" unit=" MB" color="#60a5fa" />
            ) : (
              <p className="text-sm text-muted-foreground">
                A sample is taken every 10 minutes; the chart appears with the second one.
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Error rate per hour</CardTitle>
          </CardHeader>
          <CardContent>
            {errors.length > 1 ? (
              <SeriesChart data={errors} name="Error rate" unit="%" color="#f87171" domain={[0, 100]} />
            ) : (
              <p className="text-sm text-muted-foreground">
                Hours are plotted from the server&apos;s start; the chart appears with its second hour.
              </p>
            )}
          </CardContent>
        </Card>
      </section>
    </>
  );
}
