import { Badge } from "@/components/ui/badge";
import type { DataSource } from "@/lib/providers/market/types";
import { cn } from "@/lib/ui/cn";
import { formatShortDateTime, formatTime } from "@/lib/format/date";

// Says where a price came from: LIVE (Yahoo Finance) or DEMO (the synthetic market), with the
// time it refers to, so nobody mistakes a demo price for a real one. Reusable on any screen.
export interface SourceBadgeProps {
  source: DataSource | undefined;
  asOf?: string | null;
  /** Served from cache after the provider failed; shows how old it is. */
  stale?: boolean;
  ageSeconds?: number;
  className?: string;
}

// Today's prices show the time only; older ones (a closed market) also show the date.
function timeText(iso: string, now = new Date()): string {
  return new Date(iso).toDateString() === now.toDateString() ? formatTime(iso) : formatShortDateTime(iso);
}

export function SourceBadge({ source, asOf, stale, ageSeconds, className }: SourceBadgeProps) {
  if (!source) return null;
  const live = source !== "demo";
  const label = live ? "LIVE" : "DEMO";
  const title = live ? "Live prices from Yahoo Finance" : "Demo data: a synthetic market, not real prices";
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground", className)}>
      <Badge variant={live ? "success" : "warning"} title={title} aria-label={`${label} data`}>
        {label}
      </Badge>
      {asOf && !Number.isNaN(Date.parse(asOf)) && (
        <time dateTime={asOf} title={new Date(asOf).toISOString()}>
          as of {timeText(asOf)}
        </time>
      )}
      {stale && (
        <span className="text-warning">
          (cached{typeof ageSeconds === "number" ? `, ${formatAge(ageSeconds)} old` : ""})
        </span>
      )}
    </span>
  );
}

export function formatAge(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}
