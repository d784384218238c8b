import { NewAnalysisForm } from "@/components/analysis/new-analysis/new-analysis-form";
import { LearningNotice } from "@/components/analysis/new-analysis/learning-notice";
import { parsePrefill, toSearchParams } from "@/lib/analysis/client/prefill";
import { requireUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";

// /new-analysis: screenshots and trade parameters in, an analysis out (a trade idea may prefill it).
export default async function NewAnalysisPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = toSearchParams(await searchParams);
  const query = params.toString();
  const user = await requireUser(`/new-analysis${query ? `?${query}` : ""}`);
  return (
    <>
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
        <div className="mb-6 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">New Analysis</h1>
          <p className="text-sm text-muted-foreground">
            Upload a chart, set your trade, and get a strategy built on live market data and a backtest of the
            symbol&apos;s own history.
          </p>
        </div>
        {/* A new prefill link on this same page starts a fresh form. */}
        <NewAnalysisForm
          key={query}
          initialTokens={user.tokensRemaining}
          prefill={parsePrefill(params)}
          learningNotice={<LearningNotice />}
        />
      </main>
    </>
  );
}
