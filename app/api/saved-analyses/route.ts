import { getDb } from "@/lib/db/client";
import { readJson, withUser } from "@/lib/http/route";
import { saveAnalysisSchema } from "@/lib/saved/schemas";
import { listSavedAnalyses, saveAnalysis } from "@/lib/saved/service";

export const dynamic = "force-dynamic";

// GET /api/saved-analyses: the caller's saved analyses, newest first.
export const GET = withUser({}, async ({ user }) => Response.json(await listSavedAnalyses(await getDb(), user.id)));

// POST /api/saved-analyses: save one of the caller's analyses (idempotent).
export const POST = withUser({}, async ({ req, user }) => {
  const input = await readJson(req, saveAnalysisSchema);
  return Response.json(await saveAnalysis(await getDb(), user.id, input), { status: 201 });
});
