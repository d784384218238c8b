// Contract: see app/api/analyses/route.ts (progress of a running analysis, owner only).
import { getProgress } from "@/lib/analysis/progress";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { withUser } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/analyses/progress/{progressId}: the current stage of the caller's running analysis
export const GET = withUser<{ progressId: string }>({}, async ({ params, user }) => {
  const view = await getProgress(await getDb(), String(params.progressId ?? ""), user.id);
  if (!view) throw new AppError("not_found", "No analysis in progress with this id");
  return Response.json(view, { headers: { "cache-control": "no-store" } });
});
