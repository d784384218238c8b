"use client";
import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The export URL for these analyses (the server checks each is the caller's own). */
export const pdfExportUrl = (ids: string[]) => `/api/exports/pdf?ids=${ids.map(encodeURIComponent).join(",")}`;

// A plain download link: the browser keeps its session cookie and saves the file the server names.
export function DownloadPdfButton({
  analysisIds,
  label = "Download PDF",
  size,
}: {
  analysisIds: string[];
  label?: string;
  size?: "sm" | "default";
}) {
  if (analysisIds.length === 0)
    return (
      <Button variant="outline" size={size} disabled>
        <FileDown aria-hidden="true" />
        {label}
      </Button>
    );
  return (
    <Button asChild variant="outline" size={size}>
      <a href={pdfExportUrl(analysisIds)} download>
        <FileDown aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
