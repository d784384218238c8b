"use client";
import * as React from "react";
import { Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/auth/use-user";

type ProGateProps = {
  feature: string;
  /** One visible sentence: what unlocking gives. */
  benefits?: string;
  /** Static sample content shown blurred behind the overlay; it never fetches (the server answers 403). */
  preview?: React.ReactNode;
  children: React.ReactNode;
};

// Premium sections stay visible but blurred for free users, with an unlock button that opens the
// upgrade page in a new tab (spec part 1 section 2). The server refuses the data anyway (403), so
// what shows behind the overlay is a labelled example, and the sentence says what unlocking gives.
export function ProGate({ feature, benefits, preview, children }: ProGateProps) {
  const { user, isLoading } = useUser();
  if (isLoading) return null;
  if (user?.hasProAccess) return <>{children}</>;
  return (
    // One grid cell holds both layers, so the section is as tall as the taller one: the overlay's
    // text and button are never clipped on a narrow screen, whatever the preview's height. The
    // overlay is positioned (z-10): the blurred layer's filter and opacity would otherwise paint
    // it over the overlay.
    <section
      aria-label={`${feature} (locked)`}
      className="relative grid overflow-hidden rounded-xl border border-border"
    >
      <div
        aria-hidden="true"
        inert
        className="pointer-events-none col-start-1 row-start-1 select-none bg-card p-4 opacity-80 blur-[2px] sm:p-6"
      >
        {preview ?? <div className="h-48" />}
      </div>
      {preview && (
        <Badge variant="outline" aria-hidden="true" className="absolute right-3 top-3 z-20 bg-background">
          Example
        </Badge>
      )}
      <div className="relative z-10 col-start-1 row-start-1 flex items-center justify-center bg-background/30 p-4 sm:p-6">
        <div className="flex max-w-md flex-col items-center gap-3 rounded-lg bg-background/90 p-5 text-center shadow-sm">
          <Lock className="h-6 w-6 text-primary" aria-hidden="true" />
          <p className="font-semibold">{feature}</p>
          {benefits && <p className="text-sm">{benefits}</p>}
          <p className="text-sm text-muted-foreground">Available on PRO and during the 7-day free trial.</p>
          <Button onClick={() => window.open("/upgrade", "_blank", "noopener")}>Unlock {feature}</Button>
        </div>
      </div>
    </section>
  );
}
