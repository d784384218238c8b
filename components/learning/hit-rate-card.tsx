"use client";
import dynamic from "next/dynamic";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { TypeHitRate } from "@/lib/learning/stats";
import { patternLabel, successRateTone, toneClass } from "@/lib/learning/present";
import { cn } from "@/lib/ui/cn";

// recharts is only needed here: loaded after the numbers, into a box of fixed height.
const HitRateChart = dynamic(() => import("./hit-rate-chart").then((m) => m.HitRateChart), {
  ssr: false,
  loading: () => <Skeleton className="h-64 w-full" />,
});

export function HitRateCard({ rates }: { rates: TypeHitRate[] }) {
  const rated = rates.filter((r) => r.rate != null);
  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <CardTitle>Hit Rate by Pattern Type</CardTitle>
        <CardDescription>
          Share of verified patterns that reached their target first, with the 95% interval (Wilson) and the number of
          verified cases.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {rated.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No verified patterns yet: each pattern is checked against the market 24 hours after it was seen.
          </p>
        ) : (
          <>
            <HitRateChart rates={rated} />
            <ul className="space-y-1 text-sm" aria-label="Hit rate per pattern type">
              {rated.map((r) => (
                <li key={r.patternType} className="flex justify-between gap-2">
                  <span>{patternLabel(r.patternType)}</span>
                  <span className="tabular-nums">
                    <span className={cn("font-semibold", toneClass[successRateTone(r.rate ?? 0)])}>{r.rate}%</span> of{" "}
                    {r.cases} · 95% CI {r.low}-{r.high}%
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
