"use client";
import { useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { formatDateTime } from "@/lib/format/date";
import { EVENTS_KEY, type AlertEventItem } from "./alert-bell";
import { AlertListItem, type Alert } from "./alert-list-item";
import { EditLevelDialog } from "./edit-level-dialog";
import { NewAlertForm } from "./new-alert-form";

const KEY = "/api/alerts";
type AlertList = { alerts: Alert[]; limit: number; source: string; prices?: Record<string, number> };
const STATUSES = ["active", "fired", "paused"] as const;

// /alerts: the trader's alerts by state (active, fired, paused) with edit, pause and delete, a form
// for an alert of their own, and every fired alert. Loading, a failed load and an empty list each
// say so in words, so a screen reader never meets a silent blank.
export function AlertsManager() {
  const client = useQueryClient();
  const list = useQuery<AlertList>({ queryKey: [KEY] });
  const events = useQuery<{ items: AlertEventItem[] }>({ queryKey: [EVENTS_KEY] });
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Alert | null>(null);
  // The dialog mounts only while open, so Radix has no trigger to hand focus back to: the button
  // that opened it gets it back here, as a keyboard user expects.
  const opener = useRef<HTMLElement | null>(null);
  const closeEditor = () => {
    setEditing(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const refresh = () => client.invalidateQueries({ queryKey: [KEY] });
  async function act(run: () => Promise<unknown>) {
    setError(null);
    try {
      await run();
      await refresh();
    } catch (e) {
      setError(errorMessage(e, "That did not work"));
    }
  }
  const alerts = list.data?.alerts ?? [];
  const active = alerts.filter((a) => a.status === "active").length;
  return (
    <div className="space-y-6">
      <NewAlertForm onDone={refresh} source={list.data?.source} />
      {error && (
        <p role="alert" className="text-sm text-destructive-text">
          {error}
        </p>
      )}
      {list.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your alerts...
        </p>
      ) : list.isError ? (
        <LoadFailed what="your alerts" onRetry={() => void list.refetch()} />
      ) : alerts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-4 text-sm text-muted-foreground">
          No alerts yet. Add one above, or use &quot;Alert me&quot; on a BUY or SELL result to watch its entry, stop and
          targets.
        </p>
      ) : (
        STATUSES.map((status) => (
          <section key={status} aria-labelledby={`alerts-${status}`}>
            <h2 id={`alerts-${status}`} className="mb-2 text-sm font-semibold capitalize text-muted-foreground">
              {status} {status === "active" && list.data ? `(${active} of ${list.data.limit})` : ""}
            </h2>
            <ul className="divide-y divide-border rounded-lg border border-border">
              {alerts
                .filter((a) => a.status === status)
                .map((a) => (
                  <AlertListItem
                    key={a.id}
                    alert={a}
                    onEdit={() => {
                      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                      setEditing(a);
                    }}
                    onStatus={(next) => void act(() => apiRequest("PATCH", `${KEY}/${a.id}`, { status: next }))}
                    onDelete={() => void act(() => apiRequest("DELETE", `${KEY}/${a.id}`))}
                  />
                ))}
              {!alerts.some((a) => a.status === status) && (
                <li className="px-3 py-2 text-sm text-muted-foreground">No {status} alerts.</li>
              )}
            </ul>
          </section>
        ))
      )}
      <section aria-labelledby="alerts-history">
        <h2 id="alerts-history" className="mb-2 text-sm font-semibold text-muted-foreground">
          History
        </h2>
        {events.isError ? (
          <LoadFailed what="the alerts that fired" onRetry={() => void events.refetch()} />
        ) : events.data && events.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No alert has fired yet.</p>
        ) : (
          <ul aria-label="Fired alerts" className="space-y-1 text-sm">
            {(events.data?.items ?? []).map((e) => (
              <li key={e.id}>
                {e.message} <span className="text-muted-foreground">· {formatDateTime(e.triggeredAt)}</span>
                {e.analysisId && (
                  <a
                    className="ml-2 text-primary hover:underline"
                    href={`/analysis-results?id=${encodeURIComponent(e.analysisId)}`}
                  >
                    Analysis<span className="sr-only"> behind this alert</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && (
        <EditLevelDialog
          alert={editing}
          price={list.data?.prices?.[editing.symbol]}
          onClose={closeEditor}
          onSaved={refresh}
        />
      )}
    </div>
  );
}

function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive-text">
      Could not load {what}.
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
