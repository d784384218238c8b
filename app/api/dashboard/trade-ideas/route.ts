import { z } from "zod";
import { withUser } from "@/lib/http/route";
import { forceIdeas, latestIdeas } from "@/lib/ideas/service";
import { consume } from "@/lib/rate-limit/registry";

export const dynamic = "force-dynamic";

// Only "true" forces a scan; any other value reads the latest ideas, as before (never a 400).
const ideasQuerySchema = z.object({
  force: z
    .string()
    .optional()
    .transform((v) => v === "true"),
});

// GET /api/dashboard/trade-ideas: the latest daily trade ideas. ?force=true (PRO/trial, a few per
// user per 10 minutes) scans again, or answers with the shared ideas of a scan that just ran.
export const GET = withUser({ plan: "pro", query: ideasQuerySchema }, async ({ query, user, db, now }) => {
  if (!query.force) return Response.json(await latestIdeas(db, now));
  await consume("ideasForceUser", user.id);
  return Response.json(await forceIdeas(db, now));
});
