"use client";
import { Sparkles } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/auth/use-user";
import { motivationalText } from "@/lib/dashboard/motivation";
import { ANALYTICS_PATH, type DashboardAnalytics } from "./analytics-types";
import { useDashboardData } from "./use-dashboard-data";

// The opening line of the dashboard, written from the user's own analytics.
export function MotivationalText() {
  const { user } = useUser();
  const { data, isLoading, error } = useDashboardData<DashboardAnalytics>(ANALYTICS_PATH);
  // The page keeps its level-one heading while the line loads or when it cannot be written (the
  // overview below shows the error; one message is enough).
  if (isLoading)
    return (
      <section aria-busy="true">
        <h1 className="sr-only">Dashboard</h1>
        <Skeleton className="h-14 w-full" />
      </section>
    );
  if (error || !data) return <h1 className="sr-only">Dashboard</h1>;
  const text = motivationalText(data, user?.fullName || user?.username || null);
  return (
    <section aria-label="Motivation" className="flex items-start gap-3">
      <Sparkles className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <h1 className="text-xl font-semibold sm:text-2xl">{text.headline}</h1>
        <p className="text-sm text-muted-foreground">{text.detail}</p>
      </div>
    </section>
  );
}
