"use client";
import Link from "next/link";
import { useState } from "react";
import { Bell } from "lucide-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/client/api-client";
import { cn } from "@/lib/ui/cn";
import { formatDateTime } from "@/lib/format/date";

export const EVENTS_KEY = "/api/alerts/events";
export type AlertEventItem = {
  id: string;
  analysisId: string | null;
  message: string;
  triggeredAt: string;
  readAt: string | null;
};

// The header's bell: how many fired alerts the trader has not seen, and the latest ones when
// opened (opening marks them read). Checked every minute, the watcher's own pace.
export function AlertBell() {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data } = useQuery<{ items: AlertEventItem[]; unread: number }>({
    queryKey: [EVENTS_KEY],
    refetchInterval: 60_000,
  });
  const unread = data?.unread ?? 0;
  async function toggle() {
    setOpen((o) => !o);
    if (!open && unread > 0) {
      await apiRequest("POST", EVENTS_KEY).catch(() => undefined);
      void client.invalidateQueries({ queryKey: [EVENTS_KEY] });
    }
  }
  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => void toggle()}
        aria-expanded={open}
        aria-label={unread > 0 ? `Price alerts, ${unread} unread` : "Price alerts"}
        className="relative rounded-md p-1.5 text-muted-foreground hover:text-foreground"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 && (
          <span
            data-testid="alert-bell-count"
            className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-primary px-1 text-center text-[10px] font-semibold leading-4 text-primary-foreground"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="absolute right-0 z-50 mt-2 w-80 rounded-md border border-border bg-background p-2 shadow-lg">
          <ul className="max-h-80 space-y-1 overflow-y-auto">
            {(data?.items ?? []).slice(0, 8).map((e) => (
              <li key={e.id} className={cn("rounded px-2 py-1.5 text-sm", !e.readAt && "bg-muted")}>
                <p>{e.message}</p>
                <p className="text-xs text-muted-foreground">{formatDateTime(e.triggeredAt)}</p>
              </li>
            ))}
            {(data?.items.length ?? 0) === 0 && (
              <li className="px-2 py-1.5 text-sm text-muted-foreground">No alerts fired yet.</li>
            )}
          </ul>
          <Link
            href="/alerts"
            className="mt-2 block px-2 text-sm text-primary hover:underline"
            onClick={() => setOpen(false)}
          >
            Manage alerts
          </Link>
        </div>
      )}
    </div>
  );
}
