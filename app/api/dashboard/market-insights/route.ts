import { withUser } from "@/lib/http/route";
import { marketData } from "@/lib/providers/market";
import { marketInsights } from "@/lib/dashboard/market-insights";

export const dynamic = "force-dynamic";

// GET /api/dashboard/market-insights: day and month moves and trend of the symbols the user follows.
export const GET = withUser({}, async ({ user, db, now }) =>
  Response.json(await marketInsights(db, marketData, user.id, now)),
);
