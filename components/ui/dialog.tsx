"use client";
import * as React from "react";
import { cn } from "@/lib/ui/cn";

// Dialogs are controlled (open / onOpenChange) and closed on most page loads, so the Radix dialog
// (focus trap, scroll lock, portal) is loaded the first time one opens, not with the page, so
// pages stay light (docs/decisions/light-pages.md). The parts come from one module, so they share
// Radix's context.
const parts = () => import("./dialog-radix");
const Root = React.lazy(() => parts().then((m) => ({ default: m.DialogRoot })));
const Content = React.lazy(() => parts().then((m) => ({ default: m.DialogContent })));
const Title = React.lazy(() => parts().then((m) => ({ default: m.DialogTitle })));
const Description = React.lazy(() => parts().then((m) => ({ default: m.DialogDescription })));

type RootProps = { open: boolean; onOpenChange?: (open: boolean) => void; children: React.ReactNode };

/** A dialog: nothing at all while closed; the Radix dialog (loaded on first use) while open. */
export function Dialog({ open, ...props }: RootProps) {
  if (!open) return null;
  return (
    <React.Suspense fallback={null}>
      <Root open {...props} />
    </React.Suspense>
  );
}

export const DialogContent = (props: React.ComponentProps<typeof Content>) => <Content {...props} />;
export const DialogTitle = (props: React.ComponentProps<typeof Title>) => <Title {...props} />;
export const DialogDescription = (props: React.ComponentProps<typeof Description>) => <Description {...props} />;

export const DialogHeader = ({ className, ...props }: React.ComponentProps<"div">) => (
  <div className={cn("flex flex-col gap-1.5 text-center sm:text-left", className)} {...props} />
);
export const DialogFooter = ({ className, ...props }: React.ComponentProps<"div">) => (
  <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
);
