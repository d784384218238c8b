import { Suspense } from "react";
import { loadLandingSample } from "@/lib/analysis/landing-sample";
import { SampleAnalysisCard, SampleAnalysisSkeleton } from "./sample-analysis-card";

async function LoadedSample() {
  return <SampleAnalysisCard sample={await loadLandingSample()} />;
}

// Streams in after the rest of the landing: the first visit in 15 minutes waits for market data,
// and the page's headline should not wait with it.
export function LiveSample() {
  return (
    <Suspense fallback={<SampleAnalysisSkeleton />}>
      <LoadedSample />
    </Suspense>
  );
}
