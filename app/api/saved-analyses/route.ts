import { withUser } from "@/lib/http/route";
import { saveAnalysisSchema } from "@/lib/saved/schemas";
import { listSavedAnalyses, saveAnalysis } from "@/lib/saved/service";

export const dynamic = "force-dynamic";

// GET /api/saved-analyses: the caller's saved analyses, newest first.
export const GET = withUser({}, async ({ user, db }) => Response.json(await listSavedAnalyses(db, user.id)));

// POST /api/saved-analyses: save one of the caller's analyses (idempotent).
export const POST = withUser({ body: saveAnalysisSchema }, async ({ user, body, db }) =>
  Response.json(await saveAnalysis(db, user.id, body), { status: 201 }),
);
