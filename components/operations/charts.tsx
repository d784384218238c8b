"use client";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { formatShortDateTime, formatTime } from "@/lib/format/date";

// Loaded after the page: figures and buttons never wait for the charting library.
export const SeriesChart = dynamic(() => import("./line-chart").then((m) => m.SeriesChart), {
  ssr: false,
  loading: () => <Skeleton className="h-48 w-full" />,
});

// Axis labels in the app's one date format (lib/format/date).
export const hourLabel = (iso: string) => formatTime(iso);
export const dayLabel = (iso: string) => formatShortDateTime(iso);
