import { getOwnAnalysis } from "@/lib/analysis/store";
import { withUser } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/analysis/{id}: the stored analysis for the results page (owner only; others get 404)
export const GET = withUser({}, async ({ params, user, db }) => {
  const result = await getOwnAnalysis(db, String(params.id ?? ""), user.id);
  return Response.json(result, { headers: { "cache-control": "private, no-store" } });
});
