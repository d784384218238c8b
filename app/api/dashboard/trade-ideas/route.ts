import { getDb } from "@/lib/db/client";
import { withUser } from "@/lib/http/route";
import { forceIdeas, latestIdeas } from "@/lib/ideas/service";

export const dynamic = "force-dynamic";

// GET /api/dashboard/trade-ideas: the latest daily trade ideas; ?force=true scans again (PRO/trial, rate-limited).
export const GET = withUser({ plan: "pro" }, async ({ req }) => {
  const force = new URL(req.url).searchParams.get("force") === "true";
  const db = await getDb();
  return Response.json(force ? await forceIdeas(db, new Date()) : await latestIdeas(db, new Date()));
});
