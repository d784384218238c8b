import { json, withAdmin } from "@/lib/http/route";
import { usersWithoutAnalyses } from "@/lib/admin/without-analyses";

export const dynamic = "force-dynamic";

// GET /api/admin/users-without-analyses: e-mail addresses of users who never ran an analysis.
export const GET = withAdmin(async ({ db }) => {
  const { emails, total } = await usersWithoutAnalyses(db);
  return json({ usersWithoutAnalyses: emails, total }, { headers: { "cache-control": "no-store" } });
});
