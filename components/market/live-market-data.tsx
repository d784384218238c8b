"use client";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { instrumentName } from "@/lib/format/instrument";
import { formatPrice, formatVolume } from "@/lib/format/price";
import { cn } from "@/lib/ui/cn";
import { ChangeValue } from "./change-value";
import { SourceBadge } from "./source-badge";
import { latestAsOf, POLL_MS, type QuoteRow } from "./types";

// Live Market Data: the watchlist's quotes, polled every 30 s, with a manual refresh button.
export function LiveMarketData() {
  const { data, isFetching, refetch } = useQuery<QuoteRow[]>({
    queryKey: ["/api/market/quotes"],
    refetchInterval: POLL_MS.quotes,
  });
  const stale = data?.find((q) => q.stale);
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <div className="flex flex-col gap-1">
          <CardTitle>Live Market Data</CardTitle>
          <SourceBadge
            source={data?.[0]?.source}
            asOf={latestAsOf(data)}
            stale={!!stale}
            ageSeconds={stale?.ageSeconds}
          />
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void refetch()}
          disabled={isFetching}
          aria-label="Refresh market data"
        >
          <RefreshCw aria-hidden="true" className={cn(isFetching && "animate-spin")} /> Refresh
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={!data}>
          {data
            ? data.map((q) => <QuoteTile key={q.symbol} quote={q} />)
            : Array.from({ length: 10 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-[5.5rem] w-full" />
                </li>
              ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function QuoteTile({ quote }: { quote: QuoteRow }) {
  const price = formatPrice(quote.price, quote.symbol);
  const title = instrumentName(quote.symbol, quote.name);
  return (
    <li
      className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-background/40 p-3"
      data-testid="quote-tile"
    >
      <span className="truncate whitespace-nowrap font-semibold" title={quote.symbol}>
        {title}
      </span>
      <span className="truncate text-xs text-muted-foreground">{title === quote.symbol ? quote.name : "\u00a0"}</span>
      {/* Long prices (BTC's "164,939.74") step down a size so they fit a five-column tile. */}
      <span
        className={cn(
          "whitespace-nowrap font-semibold tabular-nums",
          price.length > 8 ? "text-base leading-7 tracking-tight" : "text-lg",
        )}
        data-testid="quote-price"
      >
        {price}
      </span>
      <span className="flex flex-wrap gap-x-2 text-xs">
        <ChangeValue value={quote.change} />
        <ChangeValue value={quote.changePercent} percent />
      </span>
      {typeof quote.volume === "number" && (
        <span className="text-xs text-muted-foreground">Vol {formatVolume(quote.volume)}</span>
      )}
    </li>
  );
}
