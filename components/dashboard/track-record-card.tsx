"use client";
import Link from "next/link";
import { Trophy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ANALYTICS_PATH, type DashboardAnalytics } from "./analytics-types";
import { useDashboardData } from "./use-dashboard-data";
import { WidgetError, WidgetSkeleton } from "./widget-states";

// Track record summary: how the user's BUY/SELL calls actually played out, with a link to details.
export function TrackRecordCard() {
  const { data, isLoading, error } = useDashboardData<DashboardAnalytics>(ANALYTICS_PATH);
  const decided = data ? data.successful + data.failed : 0;
  return (
    <Card aria-label="Track record">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Trophy className="h-5 w-5 text-primary" aria-hidden="true" /> Track record
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {isLoading ? (
          <WidgetSkeleton label="track record" />
        ) : error || !data ? (
          <WidgetError message={error?.message ?? "No data"} />
        ) : decided === 0 ? (
          <p className="text-muted-foreground">
            {data.pending ? `${data.pending} calls are running. ` : ""}Each BUY or SELL call is checked against later
            prices: the first of stop or target decides it.
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-2">
            <dt className="text-muted-foreground">Your win rate</dt>
            <dd className="text-right font-semibold tabular-nums">{data.winRate}%</dd>
            <dt className="text-muted-foreground">Always-long baseline</dt>
            <dd className="text-right tabular-nums">
              {data.baselineWinRate === null ? "—" : `${data.baselineWinRate}%`}
            </dd>
            <dt className="text-muted-foreground">Won / lost / expired</dt>
            <dd className="text-right tabular-nums">
              {data.successful} / {data.failed} / {data.expired}
            </dd>
          </dl>
        )}
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link href="/track-record">View track record</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
