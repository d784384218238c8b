import { withUser } from "@/lib/http/route";
import { marketData } from "@/lib/providers/market";
import { openCallRisk } from "@/lib/dashboard/open-risk";

export const dynamic = "force-dynamic";

// GET /api/dashboard/risk-management: capital at risk and live distance to stop of open calls.
export const GET = withUser({}, async ({ user, db, now }) =>
  Response.json(await openCallRisk(db, marketData, user.id, now)),
);
