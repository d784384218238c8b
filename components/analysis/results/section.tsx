import { useId, type ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

// One titled card of the results screen: a labelled region, so screen readers (and tests) can
// jump between sections by name.
export function Section({
  title,
  children,
  className,
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-border bg-card p-4 sm:p-5", className)}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export const recommendationTone = {
  BUY: "bg-bull/15 text-bull border-bull/40",
  SELL: "bg-bear/15 text-bear border-bear/40",
  WAIT: "bg-warning/15 text-warning border-warning/40",
  AVOID: "bg-destructive/20 text-bear border-destructive/50",
} as const;
