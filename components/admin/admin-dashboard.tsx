"use client";
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminStats } from "@/lib/admin/stats";
import type { DayRange } from "@/lib/admin/schemas";
import { errorMessage } from "@/lib/client/api-client";
import { ActivityFeed } from "./activity-feed";
import { ChartsSection } from "./charts-section";
import { DateFilter } from "./date-filter";
import { StatsCards } from "./stats-cards";
import { TrialUsers } from "./trial-users";
import { UsersTable } from "./users-table";
import { toast } from "@/lib/client/use-toast";

export const STATS_REFRESH_MS = 30_000;

// /admin-dashboard: stats (live every 30 s until a range is applied), charts, trials, users, activity.
export function AdminDashboard() {
  const [range, setRange] = useState<DayRange | null>(null);
  const qs = range ? `?${new URLSearchParams(range)}` : "";
  const { data, error, isLoading } = useQuery<AdminStats>({
    queryKey: [`/api/admin/stats${qs}`],
    refetchInterval: range ? false : STATS_REFRESH_MS,
    placeholderData: (previous) => previous,
  });

  // A ranged request that fails is the filter failing: say so; Clear goes back to the live figures.
  const filterFailed = Boolean(error && range);
  useEffect(() => {
    if (filterFailed)
      toast({
        title: "Errore Filtro",
        description: errorMessage(error, "Failed to fetch admin stats"),
        variant: "destructive",
      });
  }, [filterFailed, error]);

  return (
    <main className="mx-auto max-w-7xl space-y-5 p-4">
      <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
      <DateFilter applied={range} onApply={setRange} onClear={() => setRange(null)} />
      {error && !range && (
        <p role="alert" className="text-sm text-destructive-text">
          Failed to fetch admin stats
        </p>
      )}
      {isLoading && <Skeleton className="h-40 w-full" />}
      {data && <StatsCards stats={data} />}
      <ChartsSection range={range} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <UsersTable />
        </div>
        <div className="space-y-4">
          {data && <TrialUsers users={data.trialUsersDetails} />}
          <ActivityFeed />
        </div>
      </div>
    </main>
  );
}
