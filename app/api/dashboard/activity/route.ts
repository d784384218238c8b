import { withUser } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { recentActivity } from "@/lib/dashboard/activity";

export const dynamic = "force-dynamic";

// GET /api/dashboard/activity: the user's ten latest actions.
export const GET = withUser({}, async ({ user }) =>
  Response.json({ items: await recentActivity(await getDb(), user.id) }),
);
