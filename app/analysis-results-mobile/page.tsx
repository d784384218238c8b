import type { Metadata } from "next";
import { analysisIdFrom, ResultsPage } from "@/components/analysis/results/results-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Analysis Results" };

type Search = Promise<Record<string, string | string[] | undefined>>;

// /analysis-results-mobile: the results screen laid out for a phone; without ?id= it shows the
// analysis stored in this browser (spec part 2 section 2).
export default async function AnalysisResultsMobilePage({ searchParams }: { searchParams: Search }) {
  const id = analysisIdFrom((await searchParams).id);
  return (
    <ResultsPage
      id={id}
      layout="mobile"
      returnTo={id ? `/analysis-results-mobile?id=${encodeURIComponent(id)}` : "/analysis-results-mobile"}
    />
  );
}
