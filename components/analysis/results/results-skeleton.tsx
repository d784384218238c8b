import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/ui/cn";

// The results screen's shape while the analysis loads: the same card heights as the real
// sections, so nothing jumps when the numbers arrive.
export function ResultsSkeleton({ mobile = false, withHeader = false }: { mobile?: boolean; withHeader?: boolean }) {
  const body = (
    <div
      role="status"
      aria-label="Loading analysis"
      className={cn("mx-auto w-full space-y-4 px-4 py-6", mobile ? "max-w-md" : "max-w-4xl")}
    >
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-44 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-56 w-full" />
      <Skeleton className="h-[356px] w-full" />
      <Skeleton className="h-48 w-full" />
      <span className="sr-only">Loading analysis…</span>
    </div>
  );
  if (!withHeader) return body;
  // Route-level loading: the app header is not rendered yet, so hold its height.
  return (
    <>
      <div aria-hidden="true" className="h-[61px] border-b border-border" />
      {body}
    </>
  );
}
