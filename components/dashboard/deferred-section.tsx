"use client";
import * as React from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/ui/cn";
import { whenIdle } from "@/lib/client/when-idle";

/** How far below the viewport a section starts mounting, so it is ready when scrolled to. */
const NEAR_VIEWPORT = "400px";
/** Sections still hidden mount this long after the page settles (screen readers, find in page, tests). */
const IDLE_MOUNT_MS = 2500;

/**
 * A dashboard section below the first screen: its code and its rendering wait until it comes near
 * the viewport, takes keyboard focus, or the page has been idle for a moment. Until then a
 * placeholder of about the section's height holds its place (no shift when it arrives) and names
 * it for screen readers. Keeps the dashboard's first load light.
 */
export function DeferredSection({
  label,
  className,
  children,
}: {
  label: string;
  /** The placeholder's height, close to the section's usual height, e.g. "min-h-[26rem]". */
  className: string;
  children: React.ReactNode;
}) {
  const [mounted, setMounted] = React.useState(false);
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (mounted) return;
    // A transition: React renders the arriving section in slices, yielding to input between them,
    // instead of one long task (what keeps the phone's Total Blocking Time down).
    const mount = () => React.startTransition(() => setMounted(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && mount(), {
      rootMargin: NEAR_VIEWPORT,
    });
    if (ref.current) observer.observe(ref.current);
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => (cancelIdle = whenIdle(mount, 0)), IDLE_MOUNT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [mounted]);

  // The wrapper keeps the reserved height after the section arrives, so a section that is still
  // loading its data does not collapse and pull the page up under the reader.
  if (mounted)
    return (
      <div data-deferred-section={label} className={className}>
        {children}
      </div>
    );
  return (
    <div
      ref={ref}
      data-deferred-section={label}
      role="region"
      aria-label={`${label} (loading)`}
      aria-busy="true"
      tabIndex={0}
      onFocus={() => setMounted(true)}
      className={cn("rounded-xl border border-border bg-card p-6", className)}
    >
      <Skeleton className="mb-4 h-6 w-48" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
