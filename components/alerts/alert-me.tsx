"use client";
import { useState } from "react";
import { BellPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { formatPrice } from "@/lib/format/price";

type Role = "entry" | "stop" | "tp1" | "tp2";
const LABELS: Record<Role, string> = { entry: "Entry", stop: "Stop loss", tp1: "TP1", tp2: "TP2" };

// "Alert me" on a call: the plan's four levels, each pre-selected, one alert per level kept.
export function AlertMe(props: { analysisId: string; symbol: string; levels: Record<Role, number> }) {
  const [chosen, setChosen] = useState<Record<Role, boolean>>({ entry: true, stop: true, tp1: true, tp2: true });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    try {
      const roles = (Object.keys(chosen) as Role[]).filter((r) => chosen[r]);
      await apiRequest("POST", "/api/alerts/from-analysis", { analysisId: props.analysisId, roles });
      setStatus({
        ok: true,
        text: `Alerts set on ${roles.length} level${roles.length === 1 ? "" : "s"}. Manage them on Alerts.`,
      });
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, "Could not set the alerts") });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {(Object.keys(LABELS) as Role[]).map((role) => (
          <label key={role} className="flex items-center gap-1.5 text-sm">
            <Checkbox
              checked={chosen[role]}
              onCheckedChange={(v) => setChosen((c) => ({ ...c, [role]: v === true }))}
            />
            {LABELS[role]} {formatPrice(props.levels[role], props.symbol)}
          </label>
        ))}
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !Object.values(chosen).some(Boolean)}
          onClick={() => void submit()}
        >
          <BellPlus className="mr-1 h-4 w-4" aria-hidden />
          Alert me
        </Button>
      </div>
      {status && (
        <p role="status" className={status.ok ? "mt-2 text-sm text-muted-foreground" : "mt-2 text-sm text-destructive"}>
          {status.text}
        </p>
      )}
    </div>
  );
}
