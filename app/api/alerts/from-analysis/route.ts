import { withUser } from "@/lib/http/route";
import { marketData } from "@/lib/providers/market";
import { createFromAnalysis } from "@/lib/alerts/service";
import { fromAnalysisSchema } from "@/lib/alerts/schemas";

export const dynamic = "force-dynamic";

// POST /api/alerts/from-analysis: "Alert me" on one of the caller's calls, one alert per chosen level.
export const POST = withUser({ body: fromAnalysisSchema }, async ({ user, db, now, body }) =>
  Response.json({ alerts: await createFromAnalysis({ db, market: marketData, now }, user, body) }, { status: 201 }),
);
