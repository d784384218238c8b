import { withUser } from "@/lib/http/route";
import { dashboardAnalytics } from "@/lib/dashboard/analytics";

export const dynamic = "force-dynamic";

// GET /api/dashboard/analytics: the Analysis Overview figures, outcomes from the track record.
export const GET = withUser({}, async ({ user, db, now }) => Response.json(await dashboardAnalytics(db, user.id, now)));
