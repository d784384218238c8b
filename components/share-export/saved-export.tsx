"use client";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { FileSpreadsheet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DownloadPdfButton } from "./download-pdf-button";

// The saved list's export: tick analyses, then download them as one PDF; or the whole list as CSV.
type Selection = { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void };
const SelectionContext = createContext<Selection | null>(null);

export function SavedExportProvider({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const value = useMemo<Selection>(
    () => ({
      selected,
      toggle: (id, on) =>
        setSelected((prev) => {
          const next = new Set(prev);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
    }),
    [selected],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** The row's tick box; nothing outside the export provider. */
export function SelectForExport({ analysisId, name }: { analysisId: string; name: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <Checkbox
      aria-label={`Select ${name} for the PDF`}
      checked={selection.selected.has(analysisId)}
      onCheckedChange={(v) => selection.toggle(analysisId, v === true)}
    />
  );
}

/** Download the ticked analyses as one PDF, or the saved list as CSV (ids no longer listed are dropped). */
export function SavedExportBar({ listedIds }: { listedIds: string[] }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  const ids = listedIds.filter((id) => selection.selected.has(id));
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="saved-export">
      <DownloadPdfButton
        analysisIds={ids}
        size="sm"
        label={ids.length ? `Download PDF (${ids.length} selected)` : "Download PDF (tick analyses)"}
      />
      <Button asChild variant="outline" size="sm">
        <a href="/api/exports/saved-analyses-csv" download>
          <FileSpreadsheet aria-hidden="true" />
          Download CSV
        </a>
      </Button>
    </div>
  );
}
