import { withUser } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { marketData } from "@/lib/providers/market";
import { marketInsights } from "@/lib/dashboard/market-insights";

export const dynamic = "force-dynamic";

// GET /api/dashboard/market-insights: day and month moves and trend of the symbols the user follows.
export const GET = withUser({}, async ({ user }) =>
  Response.json(await marketInsights(await getDb(), marketData, user.id, new Date())),
);
