import { requireUser } from "@/lib/auth/current-user";
import { AnalysisResultsScreen, type ResultsLayout } from "./analysis-results-screen";
import { loadOwnAnalysis } from "@/lib/analysis/load-own-analysis";

/** An id from a query string or a path segment: one value, trimmed, or null. */
export function analysisIdFrom(value: string | string[] | undefined): string | null {
  const id = (Array.isArray(value) ? value[0] : value)?.trim();
  return id ? id.slice(0, 100) : null;
}

// The server half shared by the four results routes: the signed-in user (the route table lists
// these routes for signed-in users only) and their analysis, then the client screen.
export async function ResultsPage({
  id,
  layout,
  returnTo,
}: {
  id: string | null;
  layout: ResultsLayout;
  returnTo: string;
}) {
  const user = await requireUser(returnTo);
  const initial = await loadOwnAnalysis(user.id, id);
  return (
    <>
      <AnalysisResultsScreen id={id} initial={initial} layout={layout} />
    </>
  );
}
