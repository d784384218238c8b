import { withUser } from "@/lib/http/route";
import { createShareSchema, shareListQuerySchema } from "@/lib/share/schemas";
import { createShare, listShares } from "@/lib/share/service";

export const dynamic = "force-dynamic";

// GET /api/shares?analysisId=: the caller's live share links to one of their analyses.
export const GET = withUser({ query: shareListQuerySchema }, async ({ user, query, db }) =>
  Response.json(await listShares(db, user.id, query.analysisId)),
);

// POST /api/shares: a new read-only link to one of the caller's analyses (the token is shown once).
export const POST = withUser({ body: createShareSchema }, async ({ user, body, db }) =>
  Response.json(await createShare(db, user.id, body), { status: 201 }),
);
