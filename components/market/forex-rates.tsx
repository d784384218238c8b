"use client";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ChangeValue } from "./change-value";
import { SourceBadge } from "./source-badge";
import { latestAsOf, POLL_MS, type ForexRow } from "./types";

// Forex Rates: major pairs with 4-decimal rates and the day's % change, polled every 60 s.
export function ForexRates() {
  const { data } = useQuery<ForexRow[]>({ queryKey: ["/api/market/forex"], refetchInterval: POLL_MS.forex });
  const stale = data?.find((r) => r.stale);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Forex Rates</CardTitle>
        <SourceBadge
          source={data?.[0]?.source}
          asOf={latestAsOf(data)}
          stale={!!stale}
          ageSeconds={stale?.ageSeconds}
        />
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-busy={!data}>
          {data
            ? data.map((r) => (
                <li
                  key={r.pair}
                  className="flex items-center justify-between gap-3 py-2 text-sm"
                  data-testid="forex-row"
                >
                  <span className="font-medium">{r.pair}</span>
                  <span className="ml-auto tabular-nums">{r.rate.toFixed(4)}</span>
                  <ChangeValue value={r.change} percent className="w-20 justify-end text-xs" />
                </li>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <li key={i} className="py-2">
                  <Skeleton className="h-5 w-full" />
                </li>
              ))}
        </ul>
      </CardContent>
    </Card>
  );
}
