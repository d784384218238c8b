import { getDb } from "@/lib/db/client";
import { withUser } from "@/lib/http/route";
import { forceIdeas, latestIdeas } from "@/lib/ideas/service";
import { consume } from "@/lib/rate-limit/registry";

export const dynamic = "force-dynamic";

// GET /api/dashboard/trade-ideas: the latest daily trade ideas. ?force=true (PRO/trial, a few per
// user per 10 minutes) scans again, or answers with the shared ideas of a scan that just ran.
export const GET = withUser({ plan: "pro" }, async ({ req, user }) => {
  const force = new URL(req.url).searchParams.get("force") === "true";
  const db = await getDb();
  if (!force) return Response.json(await latestIdeas(db, new Date()));
  await consume("ideasForceUser", user.id);
  return Response.json(await forceIdeas(db, new Date()));
});
