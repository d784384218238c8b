"use client";
import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Checkbox } from "@/components/ui/checkbox";
import { apiRequest, errorMessage, getJson } from "@/lib/client/api-client";
import { subscribeThisBrowser } from "./push-subscribe";

const KEY = "/api/alerts/settings";
type Settings = {
  email: boolean;
  push: boolean;
  quietStart: number | null;
  quietEnd: number | null;
  timeZone: string;
  quietMode: "hold" | "drop";
};
const toTime = (m: number | null) =>
  m === null ? "" : `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const fromTime = (t: string) => (t ? Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)) : null);

// Channels and quiet hours. The browser is asked for notification permission only here, when the
// trader turns push on, never on page load.
export function AlertSettings() {
  const client = useQueryClient();
  const { data } = useQuery<Settings>({ queryKey: [KEY] });
  const [form, setForm] = useState<Settings | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (data && !form) setForm(data);
  }, [data, form]);
  if (!form) return null;
  async function save(next: Settings) {
    setNote(null);
    try {
      if (next.push && !form?.push) {
        const { publicKey } = await getJson<{ publicKey: string }>("/api/alerts/push");
        await subscribeThisBrowser(publicKey);
      }
      await apiRequest("PUT", KEY, next);
      setForm(next);
      setNote("Saved");
      void client.invalidateQueries({ queryKey: [KEY] });
    } catch (error) {
      setNote(errorMessage(error, "Could not save"));
    }
  }
  return (
    <section aria-label="Alert settings" className="space-y-3 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-1.5">
          <Checkbox checked disabled /> In the app (always)
        </label>
        <label className="flex items-center gap-1.5">
          <Checkbox checked={form.email} onCheckedChange={(v) => void save({ ...form, email: v === true })} /> E-mail
        </label>
        <label className="flex items-center gap-1.5">
          <Checkbox checked={form.push} onCheckedChange={(v) => void save({ ...form, push: v === true })} /> Push to
          this browser
        </label>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save(form);
        }}
      >
        <label>
          Quiet from
          <input
            type="time"
            className="block rounded-md border border-input bg-background px-2 py-1"
            value={toTime(form.quietStart)}
            onChange={(e) => setForm({ ...form, quietStart: fromTime(e.target.value) })}
          />
        </label>
        <label>
          to
          <input
            type="time"
            className="block rounded-md border border-input bg-background px-2 py-1"
            value={toTime(form.quietEnd)}
            onChange={(e) => setForm({ ...form, quietEnd: fromTime(e.target.value) })}
          />
        </label>
        <label>
          Time zone
          <input
            className="block w-44 rounded-md border border-input bg-background px-2 py-1"
            value={form.timeZone}
            onChange={(e) => setForm({ ...form, timeZone: e.target.value })}
          />
        </label>
        <label>
          During quiet hours
          <select
            className="block rounded-md border border-input bg-background px-2 py-1"
            value={form.quietMode}
            onChange={(e) => setForm({ ...form, quietMode: e.target.value as "hold" | "drop" })}
          >
            <option value="hold">hold e-mail and push until they end</option>
            <option value="drop">drop e-mail and push</option>
          </select>
        </label>
        <button type="submit" className="rounded-md border border-border px-3 py-1">
          Save
        </button>
        <button
          type="button"
          className="text-xs text-muted-foreground underline"
          onClick={() => setForm({ ...form, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        >
          Use this device&apos;s zone
        </button>
      </form>
      {note && (
        <p role="status" className="text-muted-foreground">
          {note}
        </p>
      )}
    </section>
  );
}
