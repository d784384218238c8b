"use client";
import { Activity } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ActivityItem } from "@/lib/dashboard/activity";
import { useDashboardData } from "./use-dashboard-data";
import { WidgetError, WidgetSkeleton } from "./widget-states";
import { formatDateTime } from "@/lib/format/date";

const when = (iso: string) => formatDateTime(iso);

// Recent activity: the user's own latest actions from the activity log.
export function RecentActivityCard() {
  const { data, isLoading, error } = useDashboardData<{ items: ActivityItem[] }>("/api/dashboard/activity");
  return (
    <Card aria-label="Recent activity">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Activity className="h-5 w-5 text-primary" aria-hidden="true" /> Recent activity
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {isLoading ? (
          <WidgetSkeleton label="recent activity" />
        ) : error || !data ? (
          <WidgetError message={error?.message ?? "No data"} />
        ) : !data.items.length ? (
          <p className="text-muted-foreground">
            Nothing yet. Your analyses, simulations and saved items will be listed here.
          </p>
        ) : (
          // Focusable so keyboard users can scroll a long list (it has no links of its own).
          <ul
            tabIndex={0}
            aria-label="Recent activity entries"
            className="flex max-h-56 flex-col gap-2 overflow-y-auto rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {data.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                {/* An e-mail address or a long symbol list has no break opportunity of its own. */}
                <span className="min-w-0 [overflow-wrap:anywhere]">{item.description}</span>
                <time dateTime={item.createdAt} className="shrink-0 text-xs text-muted-foreground">
                  {when(item.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
