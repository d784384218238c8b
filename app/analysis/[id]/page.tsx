import type { Metadata } from "next";
import { analysisIdFrom, ResultsPage } from "@/components/analysis/results/results-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Analysis Results" };

// /analysis/{id}: the same results screen, addressed by path (the saved list's View opens it).
export default async function AnalysisByIdPage({ params }: { params: Promise<{ id: string }> }) {
  const id = analysisIdFrom((await params).id);
  return <ResultsPage id={id} layout="desktop" returnTo={`/analysis/${encodeURIComponent(id ?? "")}`} />;
}
