"use client";
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { readLatestAnalysis } from "@/lib/analysis/client/latest-analysis";
import type { AnalysisResult } from "@/lib/analysis/types";
import { AnalysisNotFound } from "./analysis-not-found";
import type { InitialAnalysis } from "@/lib/analysis/load-own-analysis";
import { ResultsSkeleton } from "./results-skeleton";
import { ResultsView, type ResultsLayout } from "./results-view";

export type { ResultsLayout };

// Where the screen's analysis comes from (spec part 1 section 2): the server for a signed-in
// user (already read while rendering, and kept under the GET /api/analysis/{id} query key);
// the locally stored latest when no id is asked for or the server could not answer. A server
// "not found" is final: another account's analysis left in this browser is not shown.
export function AnalysisResultsScreen({
  id,
  initial,
  layout,
}: {
  id: string | null;
  initial: InitialAnalysis;
  layout: ResultsLayout;
}) {
  const retryServer = id !== null && initial.status === "error";
  const server = useQuery<AnalysisResult>({
    queryKey: [`/api/analysis/${encodeURIComponent(id ?? "")}`],
    initialData: initial.status === "found" ? initial.analysis : undefined,
    enabled: retryServer,
  });
  const wantsLocal = initial.status === "no_id" || (retryServer && server.isError);
  const [local, setLocal] = useState<AnalysisResult | null | undefined>(undefined);
  useEffect(() => {
    if (wantsLocal) setLocal(readLatestAnalysis(id));
  }, [wantsLocal, id]);

  const mobile = layout === "mobile";
  if (initial.status === "not_found") return <AnalysisNotFound />;
  if (server.data) return <ResultsView analysis={server.data} layout={layout} />;
  if (retryServer && server.isPending) return <ResultsSkeleton mobile={mobile} />;
  if (!wantsLocal || local === undefined) return <ResultsSkeleton mobile={mobile} />;
  if (local) return <ResultsView analysis={local} layout={layout} />;
  return <AnalysisNotFound />;
}
