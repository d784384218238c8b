"use client";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { recentActivity } from "@/lib/admin/activity";
import { formatDateTime } from "@/lib/format/date";

type Item = Awaited<ReturnType<typeof recentActivity>>[number];
export const ACTIVITY_REFRESH_MS = 15_000;
const SHOWN = 10;

// The newest events, refreshed every 15 seconds.
export function ActivityFeed() {
  const { data, error } = useQuery<Item[]>({
    queryKey: ["/api/admin/activity?limit=10"],
    refetchInterval: ACTIVITY_REFRESH_MS,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
      </CardHeader>
      <CardContent>
        {error && <p className="text-sm text-destructive-text">Failed to fetch activity</p>}
        {data && data.length === 0 && <p className="text-sm text-muted-foreground">No activity yet.</p>}
        <ul className="space-y-2 text-sm">
          {data?.slice(0, SHOWN).map((a) => (
            <li key={a.id} className="border-b border-border pb-2 last:border-0">
              <p className="break-words">{a.description}</p>
              <p className="text-xs text-muted-foreground">
                {a.userEmail ?? "deleted user"} · <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
