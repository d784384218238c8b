"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field, describedBy, selectClass } from "@/components/ui/field";
import { tipAudiences, tipPriorities, tipTypes } from "@/lib/tips/constants";
import { TIP_REQUIRED } from "@/lib/tips/messages";
import type { AdminTip } from "@/lib/tips/admin";

export type TipDraft = {
  title: string;
  message: string;
  type: string;
  priority: string;
  targetAudience: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
};

const today = () => new Date().toISOString().slice(0, 10);
export const emptyDraft = (): TipDraft => ({
  title: "",
  message: "",
  type: "info",
  priority: "normal",
  targetAudience: "all",
  startDate: today(),
  endDate: "",
  isActive: true,
});
export const draftOf = (t: AdminTip): TipDraft => ({
  ...t,
  startDate: t.startDate.slice(0, 10),
  endDate: t.endDate?.slice(0, 10) ?? "",
});

const AUDIENCE_LABEL: Record<string, string> = { all: "All users", free: "Free", trial: "Trial", pro: "PRO" };

// One form for both modes: creating a tip, or editing the one picked from the list.
export function TipForm({
  editing,
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  editing: boolean;
  initial: TipDraft;
  busy: boolean;
  onSubmit: (d: TipDraft) => void;
  onCancel: () => void;
}) {
  const [d, setD] = useState<TipDraft>(initial);
  const [error, setError] = useState<string | undefined>();
  const set = <K extends keyof TipDraft>(k: K, v: TipDraft[K]) => setD((prev) => ({ ...prev, [k]: v }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!d.title.trim() || !d.message.trim()) return setError(TIP_REQUIRED);
    setError(undefined);
    onSubmit(d);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={editing ? "Edit tip" : "New tip"}>
      <h2 className="text-lg font-semibold">{editing ? "Edit tip" : "New tip"}</h2>
      <Field id="tip-title" label="Title" error={error}>
        <Input
          {...describedBy("tip-title", error)}
          value={d.title}
          maxLength={120}
          onChange={(e) => set("title", e.target.value)}
        />
      </Field>
      <Field id="tip-message" label="Message">
        <textarea
          id="tip-message"
          value={d.message}
          maxLength={2000}
          rows={4}
          onChange={(e) => set("message", e.target.value)}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="tip-type" label="Type">
          <select id="tip-type" className={selectClass} value={d.type} onChange={(e) => set("type", e.target.value)}>
            {tipTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        <Field id="tip-priority" label="Priority">
          <select
            id="tip-priority"
            className={selectClass}
            value={d.priority}
            onChange={(e) => set("priority", e.target.value)}
          >
            {tipPriorities.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        <Field id="tip-audience" label="Target audience">
          <select
            id="tip-audience"
            className={selectClass}
            value={d.targetAudience}
            onChange={(e) => set("targetAudience", e.target.value)}
          >
            {tipAudiences.map((t) => (
              <option key={t} value={t}>
                {AUDIENCE_LABEL[t]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="tip-start" label="Start date">
          <Input id="tip-start" type="date" value={d.startDate} onChange={(e) => set("startDate", e.target.value)} />
        </Field>
        <Field id="tip-end" label="End date (optional)">
          <Input
            id="tip-end"
            type="date"
            min={d.startDate || undefined}
            value={d.endDate}
            onChange={(e) => set("endDate", e.target.value)}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={d.isActive}
          onChange={(e) => set("isActive", e.target.checked)}
          className="h-4 w-4 accent-[var(--color-primary)]"
        />
        Active
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : editing ? "Update tip" : "Create tip"}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel edit
          </Button>
        )}
      </div>
    </form>
  );
}
