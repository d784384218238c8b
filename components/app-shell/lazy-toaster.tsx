"use client";
import * as React from "react";
import { useToast } from "@/lib/client/use-toast";
import { whenInteracted } from "@/lib/client/when-idle";

const loadToaster = () => import("@/components/ui/toaster");
const Toaster = React.lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** The Radix toaster is kept out of every page's first load: its code is fetched once the page is
 *  idle (or with the first toast, whichever comes first) and mounted from the first toast on. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = React.useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  React.useEffect(() => whenInteracted(() => void loadToaster()), []);
  if (!needed) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
}
