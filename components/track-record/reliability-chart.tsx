"use client";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import type { ReliabilityBucket } from "@/lib/track-record/stats";

// The chart library loads after the page's figures, into a box of fixed height (no layout shift);
// the caption carries the same figures for screen readers from the first paint.
const ReliabilityPlot = dynamic(() => import("./reliability-plot").then((m) => m.ReliabilityPlot), {
  ssr: false,
  loading: () => <Skeleton className="h-full w-full" />,
});

// Predicted probability against the observed win rate per 10-point bucket: bars level with the
// line mean the stated probabilities can be taken at face value.
export function ReliabilityChart({ buckets }: { buckets: ReliabilityBucket[] }) {
  return (
    <figure className="flex flex-col gap-2">
      <div className="h-64 w-full">
        <ReliabilityPlot buckets={buckets} />
      </div>
      <figcaption className="sr-only">
        {buckets
          .map((b) => `${b.label}: predicted ${b.predicted}%, observed ${b.observed}% over ${b.count} calls.`)
          .join(" ")}
      </figcaption>
    </figure>
  );
}
