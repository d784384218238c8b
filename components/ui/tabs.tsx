"use client";
import * as React from "react";
import { cn } from "@/lib/ui/cn";

// WAI-ARIA tabs (tablist / tab / tabpanel) in the shape of Radix's: the same names, props, data-state
// and keyboard (arrows move and select, Home / End). Written here rather than taken from Radix, whose
// roving-focus machinery weighed on /login's first load (docs/decisions/light-pages.md).

type TabsState = { value: string; select: (value: string) => void; id: string };
const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const safeId = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "_");

export function Tabs({
  defaultValue,
  value: controlled,
  onValueChange,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue ?? "");
  const value = controlled ?? uncontrolled;
  const id = React.useId();
  const select = React.useCallback(
    (next: string) => {
      if (next === value) return;
      setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  const state = React.useMemo(() => ({ value, select, id }), [value, select, id]);
  return (
    <TabsContext.Provider value={state}>
      <div className={className} {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Arrow keys move to the previous / next tab and select it (Home / End: first / last). */
function onListKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0) return;
  const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = tabs[(next + tabs.length) % tabs.length];
  target.focus();
  target.click();
}

export function TabsList({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onListKeyDown}
      className={cn(
        "inline-flex h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.id}-tab-${safeId(value)}`}
      aria-selected={active}
      aria-controls={`${tabs.id}-panel-${safeId(value)}`}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        "inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/** The panel of one tab; like Radix, an inactive panel is not rendered at all. */
export function TabsContent({ value, className, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.id}-panel-${safeId(value)}`}
      aria-labelledby={`${tabs.id}-tab-${safeId(value)}`}
      data-state="active"
      tabIndex={0}
      className={cn("mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    />
  );
}
