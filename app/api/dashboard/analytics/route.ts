import { withUser } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { dashboardAnalytics } from "@/lib/dashboard/analytics";

export const dynamic = "force-dynamic";

// GET /api/dashboard/analytics: the Analysis Overview figures, outcomes from the track record.
export const GET = withUser({}, async ({ user }) =>
  Response.json(await dashboardAnalytics(await getDb(), user.id, new Date())),
);
