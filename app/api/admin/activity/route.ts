import { withAdmin } from "@/lib/http/route";
import { recentActivity } from "@/lib/admin/activity";
import { activityQuerySchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/activity[?limit]: the newest activity items with the user's e-mail.
export const GET = withAdmin({ query: activityQuerySchema }, async ({ query, db }) =>
  Response.json(await recentActivity(db, query.limit)),
);
