import type { Metadata } from "next";
import { analysisIdFrom, ResultsPage } from "@/components/analysis/results/results-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Analysis Results" };

type Search = Promise<Record<string, string | string[] | undefined>>;

// /analysis-results?id={id}: the results screen for one of the user's analyses.
export default async function AnalysisResultsPage({ searchParams }: { searchParams: Search }) {
  const id = analysisIdFrom((await searchParams).id);
  return (
    <ResultsPage
      id={id}
      layout="desktop"
      returnTo={id ? `/analysis-results?id=${encodeURIComponent(id)}` : "/analysis-results"}
    />
  );
}
