import { AlertTriangle } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder rows while a widget loads. */
export function WidgetSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={`Loading ${label}`} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-5 w-full" />
      ))}
    </div>
  );
}

/** A widget's fetch failure, in the words the request produced. */
export function WidgetError({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 text-sm text-destructive-text">
      <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
