"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BOTH_DATES, START_AFTER_END } from "@/lib/admin/range-messages";
import type { DayRange } from "@/lib/admin/schemas";
import { toast } from "@/lib/client/use-toast";
import { formatDay } from "@/lib/format/date";

const todayUtc = () => new Date().toISOString().slice(0, 10);

// Start and end pickers (never past today), Apply and Clear. The parent fetches; a refused range
// never leaves the browser.
export function DateFilter({
  applied,
  onApply,
  onClear,
}: {
  applied: DayRange | null;
  onApply: (r: DayRange) => void;
  onClear: () => void;
}) {
  const [start, setStart] = useState(applied?.startDate ?? "");
  const [end, setEnd] = useState(applied?.endDate ?? "");
  const [error, setError] = useState<string | null>(null);
  const max = todayUtc();

  function apply(e: React.FormEvent) {
    e.preventDefault();
    const problem =
      !start || !end
        ? BOTH_DATES
        : start > end
          ? START_AFTER_END
          : start > max || end > max
            ? "Dates cannot be after today"
            : null;
    setError(problem);
    if (problem) {
      toast({ title: "Errore Filtro", description: problem, variant: "destructive" });
      return;
    }
    onApply({ startDate: start, endDate: end });
  }

  function clear() {
    setStart("");
    setEnd("");
    setError(null);
    onClear();
  }

  return (
    <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3" aria-label="Date filter">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="stats-start">Start date</Label>
        <Input
          id="stats-start"
          type="date"
          max={end || max}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          className="w-44"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="stats-end">End date</Label>
        <Input
          id="stats-end"
          type="date"
          min={start || undefined}
          max={max}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          className="w-44"
        />
      </div>
      <Button type="submit">Apply</Button>
      <Button type="button" variant="outline" onClick={clear} disabled={!applied && !start && !end}>
        Clear
      </Button>
      {applied && (
        <p className="text-sm text-muted-foreground">
          Showing {formatDay(applied.startDate, "UTC")} to {formatDay(applied.endDate, "UTC")}
        </p>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-destructive-text">
          {error}
        </p>
      )}
    </form>
  );
}
