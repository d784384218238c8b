import { withAdmin } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { recentActivity } from "@/lib/admin/activity";
import { activityQuerySchema, queryOf } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/activity[?limit]: the newest activity items with the user's e-mail.
export const GET = withAdmin(async ({ req }) => {
  const { limit } = activityQuerySchema.parse(queryOf(req));
  return Response.json(await recentActivity(await getDb(), limit));
});
