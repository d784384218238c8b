"use client";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

// Loaded after the page: figures and buttons never wait for the charting library.
export const SeriesChart = dynamic(() => import("./line-chart").then((m) => m.SeriesChart), {
  ssr: false,
  loading: () => <Skeleton className="h-48 w-full" />,
});

export const hourLabel = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
export const dayLabel = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit" });
