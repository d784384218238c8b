"use client";
import { DownloadPdfButton } from "./download-pdf-button";
import { ShareButton } from "./share-button";

// Share and Download PDF under a result: kept out of the results view so it only places them.
export function ResultShareExport({ analysisId }: { analysisId: string }) {
  return (
    <div className="flex flex-wrap gap-3" data-testid="share-export">
      <ShareButton analysisId={analysisId} />
      <DownloadPdfButton analysisIds={[analysisId]} />
    </div>
  );
}
