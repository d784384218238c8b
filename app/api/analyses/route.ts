/*
 * GET /api/analyses — the caller's recent analyses (AnalysisSummary[] in lib/analysis/types.ts).
 * POST /api/analyses — multipart form (lib/analysis/schemas.ts fields + chartImage, newsImage).
 * 201 with the full AnalysisResult (lib/analysis/types.ts) plus tokensRemaining; errors are
 * {message, reason?}: a sentence for people and, for the chart's refusals, a code for programs
 * (lib/analysis/intake/reasons.ts: CHART_VALIDATION_FAILED, NOT_A_CHART, CANNOT_IDENTIFY_TICKER,
 * TICKER_NOT_FOUND, CONFIRM_INSTRUMENT, SERVER_BUSY). 400 validation or a refused image, 403 'No tokens remaining',
 * 409 CONFIRM_INSTRUMENT: the chart's instrument is not sure, `choices` ({symbol, name, read, note?},
 * the read one first, only what the market serves) to send back as `ticker`, no token spent,
 * 413 upload too large (limit UPLOAD_MAX_BYTES for the request and for each file), 429 more than
 * ANALYSIS_RATE_LIMIT_PER_MINUTE requests in a minute or too many refused screenshots in a quarter
 * hour (lib/analysis/refused-reads.ts), 503 the image workers are full
 * (Retry-After, no token spent) or 'Analysis generation failed'.
 *
 * Progress contract: the client may send a form field `progressId` (8-64 chars of
 * [A-Za-z0-9_-], e.g. crypto.randomUUID()) and poll GET /api/analyses/progress/{progressId}
 * (same user) while the POST runs. It answers 200 {stage, stages, percent, failed} with stage
 * one of reading_image, market_data, indicators, backtest, writing, done; 404 before the
 * server has seen the id or after 10 minutes. Stored in the database (analysis_progress), so
 * every instance answers the same; a poll that 404s should simply keep waiting for the POST.
 */
import { readAnalysisForm } from "@/lib/analysis/intake/form";
import { analysisDeps } from "@/lib/analysis/deps";
import { createAnalysis } from "@/lib/analysis/service";
import { patternMemory } from "@/lib/learning/pattern-memory";
import { callLedger } from "@/lib/track-record/call-ledger";
import { listOwnAnalyses } from "@/lib/analysis/store";
import { withUser } from "@/lib/http/route";
import { consume } from "@/lib/rate-limit/registry";
import { withAnalysisSlot } from "@/lib/rate-limit/analysis-inflight";
import { countRefusedReads } from "@/lib/analysis/refused-reads";
import { asOwner } from "@/lib/concurrency/owner";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
export const maxDuration = 60;

// POST /api/analyses: one analysis from a chart screenshot and the trade parameters (costs one token)
export const POST = withUser({}, async ({ req, user }) => {
  await consume("analysisUser", user.id);
  // The image pool takes its users' jobs in turns (asOwner).
  return withAnalysisSlot(user.id, () =>
    countRefusedReads(user.id, () =>
      asOwner(user.id, async () => {
        const form = await readAnalysisForm(req);
        const result = await createAnalysis(await analysisDeps(patternMemory, callLedger), user, form);
        return Response.json(result, { status: 201 });
      }),
    ),
  );
});

// GET /api/analyses: the caller's 50 most recent analyses (summaries, newest first)
export const GET = withUser({}, async ({ user, db }) =>
  Response.json(await listOwnAnalyses(db, user.id), { headers: { "cache-control": "private, no-store" } }),
);
