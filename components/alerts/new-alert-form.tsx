"use client";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/client/api-client";

// An alert of the trader's own on any instrument the market knows: a price level, or a move in a day.
export function NewAlertForm({ onDone, source }: { onDone: () => Promise<void>; source?: string }) {
  const [symbol, setSymbol] = useState("");
  const [value, setValue] = useState("");
  const [kind, setKind] = useState<"level" | "move">("level");
  const [message, setMessage] = useState<string | null>(null);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    const n = Number(value);
    try {
      await apiRequest(
        "POST",
        "/api/alerts",
        kind === "level" ? { symbol, level: n } : { symbol, kind, movePercent: n },
      );
      setValue("");
      await onDone();
    } catch (error) {
      setMessage(errorMessage(error, "Could not create the alert"));
    }
  }
  return (
    <form
      aria-label="New alert"
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
        <p role="alert" className="w-full text-sm text-destructive-text">
          {message}
        </p>
      )}
    </form>
  );
}
