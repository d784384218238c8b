"use client";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/ui/cn";
import { SourceBadge } from "./source-badge";
import { POLL_MS, type SentimentRow } from "./types";

// Spec: BULLISH, BEARISH, OPTIMISTIC and CAUTIOUS each have their own colour; anything else neutral.
export const SENTIMENT_COLOURS: Record<string, string> = {
  BULLISH: "text-bull border-bull/40 bg-bull/10",
  BEARISH: "text-bear border-bear/40 bg-bear/10",
  OPTIMISTIC: "text-primary border-primary/40 bg-primary/10",
  CAUTIOUS: "text-warning border-warning/40 bg-warning/10",
};
const NEUTRAL = "text-neutral border-neutral/40 bg-neutral/10";

// Market Sentiment: label, score out of 100 and the reasoning, polled every 5 minutes.
export function MarketSentiment() {
  const { data } = useQuery<SentimentRow>({ queryKey: ["/api/market/sentiment"], refetchInterval: POLL_MS.sentiment });
  const colour = (data && SENTIMENT_COLOURS[data.sentiment]) || NEUTRAL;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Market Sentiment</CardTitle>
        <SourceBadge source={data?.source} asOf={data?.asOf} stale={data?.stale} ageSeconds={data?.ageSeconds} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3" aria-busy={!data}>
        {data ? (
          <>
            <div className="flex items-center justify-between gap-3">
              <span
                className={cn("rounded-md border px-3 py-1 text-sm font-bold tracking-wide", colour)}
                data-testid="sentiment-label"
              >
                {data.sentiment}
              </span>
              <span className="text-2xl font-semibold tabular-nums">
                {data.score}
                <span className="text-sm text-muted-foreground">/100</span>
              </span>
            </div>
            <div
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
              role="meter"
              aria-label="Sentiment score"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={data.score}
            >
              <div
                className={cn("h-full rounded-full bg-current", colour.split(" ")[0])}
                style={{ width: `${data.score}%` }}
              />
            </div>
            <p className="text-sm text-muted-foreground">{data.reasoning}</p>
          </>
        ) : (
          <>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-12 w-full" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
