import { Skeleton } from "@/components/ui/skeleton";

/** Shown while a signed-in screen (and the session behind it) loads: the header and two cards. */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="min-h-dvh">
      <span className="sr-only">Loading...</span>
      <div className="flex items-center justify-between border-b border-border px-4 py-3" aria-hidden="true">
        <Skeleton className="h-6 w-32" />
        <div className="flex gap-2">
          <Skeleton className="h-8 w-14" />
          <Skeleton className="h-8 w-20" />
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-4 p-4" aria-hidden="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
