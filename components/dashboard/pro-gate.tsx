"use client";
import * as React from "react";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/auth/use-user";

// Premium sections stay visible but blurred for free users, with an unlock button that opens the
// upgrade page in a new tab (spec part 1 section 2). The server refuses the data anyway (403).
export function ProGate({ feature, children }: { feature: string; children: React.ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return null;
  if (user?.hasProAccess) return <>{children}</>;
  return (
    <section aria-label={`${feature} (locked)`} className="relative overflow-hidden rounded-xl border border-border">
      <div aria-hidden="true" inert className="pointer-events-none select-none opacity-40 blur-[3px]">
        <div className="h-48 bg-card" />
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/60 p-6 text-center">
        <Lock className="h-6 w-6 text-primary" aria-hidden="true" />
        <p className="font-semibold">{feature}</p>
        <p className="max-w-sm text-sm text-muted-foreground">Available on PRO and during the 7-day free trial.</p>
        <Button onClick={() => window.open("/upgrade", "_blank", "noopener")}>Unlock {feature}</Button>
      </div>
    </section>
  );
}
