"use client";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { formatPrice } from "@/lib/format/price";
import { EVENTS_KEY, type AlertEventItem } from "./alert-bell";
import { formatDateTime } from "@/lib/format/date";

const KEY = "/api/alerts";
type Alert = {
  id: string;
  symbol: string;
  kind: "level" | "move";
  role: string | null;
  level: number | null;
  direction: "above" | "below" | null;
  movePercent: number | null;
  status: "active" | "fired" | "paused";
  rearm: boolean;
  firedAt: string | null;
  firedPrice: number | null;
};

const describe = (a: Alert) =>
  a.kind === "move"
    ? `moves ${a.movePercent}% in a day`
    : `${a.direction === "above" ? "rises to" : "falls to"} ${formatPrice(a.level, a.symbol)}${a.role ? ` (${a.role.toUpperCase()})` : ""}`;

// /alerts: the trader's alerts by state (active, fired, paused) with edit, pause and delete, a form
// for an alert of their own, and every fired alert.
export function AlertsManager() {
  const client = useQueryClient();
  const { data } = useQuery<{ alerts: Alert[]; limit: number; source: string }>({ queryKey: [KEY] });
  const { data: events } = useQuery<{ items: AlertEventItem[] }>({ queryKey: [EVENTS_KEY] });
  const [error, setError] = useState<string | null>(null);
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
  const alerts = data?.alerts ?? [];
  const active = alerts.filter((a) => a.status === "active").length;
  return (
    <div className="space-y-6">
      <NewAlertForm onDone={refresh} source={data?.source} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {(["active", "fired", "paused"] as const).map((status) => (
        <section key={status} aria-label={`${status} alerts`}>
          <h2 className="mb-2 text-sm font-semibold capitalize text-muted-foreground">
            {status} {status === "active" && data ? `(${active} of ${data.limit})` : ""}
          </h2>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {alerts
              .filter((a) => a.status === status)
              .map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                  <span>
                    <strong>{a.symbol}</strong> {describe(a)}
                    {a.firedAt && a.firedPrice !== null && (
                      <span className="text-muted-foreground">
                        {" "}
                        · fired at {formatPrice(a.firedPrice, a.symbol)}, {formatDateTime(a.firedAt)}
                      </span>
                    )}
                    {a.rearm && (
                      <Badge variant="secondary" className="ml-2">
                        re-arms
                      </Badge>
                    )}
                  </span>
                  <span className="flex gap-1">
                    {a.kind === "level" && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          const next = window.prompt(`New level for ${a.symbol}`, String(a.level));
                          if (next)
                            void act(() =>
                              apiRequest("PATCH", `${KEY}/${a.id}`, { level: Number(next), status: "active" }),
                            );
                        }}
                      >
                        Edit
                      </Button>
                    )}
                    {a.status === "active" ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void act(() => apiRequest("PATCH", `${KEY}/${a.id}`, { status: "paused" }))}
                      >
                        Pause
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void act(() => apiRequest("PATCH", `${KEY}/${a.id}`, { status: "active" }))}
                      >
                        Resume
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void act(() => apiRequest("DELETE", `${KEY}/${a.id}`))}
                    >
                      Delete
                    </Button>
                  </span>
                </li>
              ))}
            {!alerts.some((a) => a.status === status) && (
              <li className="px-3 py-2 text-sm text-muted-foreground">None.</li>
            )}
          </ul>
        </section>
      ))}
      <section aria-label="Fired alerts">
        <h2 className="mb-2 text-sm font-semibold text-muted-foreground">History</h2>
        <ul className="space-y-1 text-sm">
          {(events?.items ?? []).map((e) => (
            <li key={e.id}>
              {e.message} <span className="text-muted-foreground">· {formatDateTime(e.triggeredAt)}</span>
              {e.analysisId && (
                <a
                  className="ml-2 text-primary hover:underline"
                  href={`/analysis-results?id=${encodeURIComponent(e.analysisId)}`}
                >
                  Analysis
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function NewAlertForm({ onDone, source }: { onDone: () => Promise<void>; source?: string }) {
  const [symbol, setSymbol] = useState("");
  const [value, setValue] = useState("");
  const [kind, setKind] = useState<"level" | "move">("level");
  const [message, setMessage] = useState<string | null>(null);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    const n = Number(value);
    try {
      await apiRequest("POST", KEY, kind === "level" ? { symbol, level: n } : { symbol, kind, movePercent: n });
      setValue("");
      await onDone();
    } catch (error) {
      setMessage(errorMessage(error, "Could not create the alert"));
    }
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-wrap items-end gap-2 rounded-lg border border-border p-3"
    >
      <label className="text-sm">
        Instrument
        <Input
          value={symbol}
          onChange={(e) => setSymbol(e.target.value)}
          placeholder="EURUSD=X"
          className="w-32"
          required
        />
      </label>
      <label className="text-sm">
        When
        <select
          value={kind}
          onChange={(e) => setKind(e.target.value as "level" | "move")}
          className="block h-9 rounded-md border border-input bg-background px-2"
        >
          <option value="level">price reaches</option>
          <option value="move">moves % in a day</option>
        </select>
      </label>
      <label className="text-sm">
        {kind === "level" ? "Level" : "Percent"}
        <Input value={value} onChange={(e) => setValue(e.target.value)} inputMode="decimal" className="w-28" required />
      </label>
      <button type="submit" className="h-9 rounded-md bg-primary px-3 text-sm text-primary-foreground">
        Add alert
      </button>
      {source === "demo" && (
        <span className="text-xs text-muted-foreground">DEMO market: alerts fire on demo prices.</span>
      )}
      {message && (
        <p role="alert" className="w-full text-sm text-destructive">
          {message}
        </p>
      )}
    </form>
  );
}
