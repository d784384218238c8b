// Contract: see app/api/analyses/route.ts (progress of a running analysis, owner only).
import { getProgress, queuedProgress } from "@/lib/analysis/progress";
import { withUser } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/analyses/progress/{progressId}: the current stage of the caller's running analysis;
// "queued" until the run reports its first stage (the browser polls from the moment it submits,
// so a 404 there would only fill the console with errors).
export const GET = withUser({}, async ({ params, user, db }) => {
  const view = await getProgress(db, String(params.progressId ?? ""), user.id);
  return Response.json(view ?? queuedProgress(), { headers: { "cache-control": "no-store" } });
});
