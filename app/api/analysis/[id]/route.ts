import { getDb } from "@/lib/db/client";
import { getOwnAnalysis } from "@/lib/analysis/store";
import { withUser } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/analysis/{id}: the stored analysis for the results page (owner only; others get 404)
export const GET = withUser<{ id: string }>({}, async ({ params, user }) => {
  const result = await getOwnAnalysis(await getDb(), String(params.id ?? ""), user.id);
  return Response.json(result, { headers: { "cache-control": "private, no-store" } });
});
