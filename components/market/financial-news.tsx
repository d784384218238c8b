"use client";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatShortDateTime } from "@/lib/format/date";
import { SourceBadge } from "./source-badge";
import { POLL_MS, type NewsRow } from "./types";

export const NEWS_SHOWN = 8;

// Financial News: the first 8 items in a scroll area (max 24rem), polled every 10 minutes.
// Links open in a new tab without giving the opened page access to ours.
export function FinancialNews() {
  const { data } = useQuery<NewsRow[]>({ queryKey: ["/api/market/news"], refetchInterval: POLL_MS.news });
  const items = data?.slice(0, NEWS_SHOWN);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Financial News</CardTitle>
        <SourceBadge
          source={data?.[0]?.provider}
          asOf={items?.[0]?.publishedAt}
          stale={data?.[0]?.stale}
          ageSeconds={data?.[0]?.ageSeconds}
        />
      </CardHeader>
      <CardContent>
        <ul
          className="flex max-h-[24rem] flex-col gap-3 overflow-y-auto pr-1"
          aria-busy={!data}
          data-testid="news-list"
        >
          {items
            ? items.map((n) => (
                <li key={`${n.url}-${n.title}`} className="rounded-lg border border-border p-3">
                  <a
                    href={n.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="group flex flex-col gap-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="flex items-start gap-1 font-medium group-hover:underline">
                      {n.title}
                      <ExternalLink aria-hidden="true" className="mt-1 size-3 shrink-0 text-muted-foreground" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </span>
                    <span className="line-clamp-2 text-sm text-muted-foreground">{n.description}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      {n.demo && <Badge variant="warning">DEMO</Badge>}
                      <span>{n.source}</span>
                      <time dateTime={n.publishedAt}>{formatShortDateTime(n.publishedAt)}</time>
                    </span>
                  </a>
                </li>
              ))
            : Array.from({ length: 4 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-20 w-full" />
                </li>
              ))}
        </ul>
      </CardContent>
    </Card>
  );
}
