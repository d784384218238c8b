import { withUser } from "@/lib/http/route";
import { recentActivity } from "@/lib/dashboard/activity";

export const dynamic = "force-dynamic";

// GET /api/dashboard/activity: the user's ten latest actions.
export const GET = withUser({}, async ({ user, db }) => Response.json({ items: await recentActivity(db, user.id) }));
