import { withUser } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { marketData } from "@/lib/providers/market";
import { openCallRisk } from "@/lib/dashboard/open-risk";

export const dynamic = "force-dynamic";

// GET /api/dashboard/risk-management: capital at risk and live distance to stop of open calls.
export const GET = withUser({}, async ({ user }) =>
  Response.json(await openCallRisk(await getDb(), marketData, user.id, new Date())),
);
