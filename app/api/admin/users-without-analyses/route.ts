import { getDb } from "@/lib/db/client";
import { json, withAdmin } from "@/lib/http/route";
import { usersWithoutAnalyses } from "@/lib/email/recipients";

export const dynamic = "force-dynamic";

// GET /api/admin/users-without-analyses: e-mail addresses of users who never ran an analysis.
export const GET = withAdmin(async () => {
  const { emails, total } = await usersWithoutAnalyses(await getDb());
  return json({ usersWithoutAnalyses: emails, total }, { headers: { "cache-control": "no-store" } });
});
