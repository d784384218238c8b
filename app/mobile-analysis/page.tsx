import type { Metadata } from "next";
import { analysisIdFrom, ResultsPage } from "@/components/analysis/results/results-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Analysis Results" };

type Search = Promise<Record<string, string | string[] | undefined>>;

// /mobile-analysis: the same phone layout as /analysis-results-mobile.
export default async function MobileAnalysisPage({ searchParams }: { searchParams: Search }) {
  const id = analysisIdFrom((await searchParams).id);
  return (
    <ResultsPage
      id={id}
      layout="mobile"
      returnTo={id ? `/mobile-analysis?id=${encodeURIComponent(id)}` : "/mobile-analysis"}
    />
  );
}
