import { withAdmin } from "@/lib/http/route";
import { getCharts } from "@/lib/admin/charts";
import { optionalRangeSchema } from "@/lib/admin/schemas";
import { lastDays } from "@/lib/admin/range";

export const dynamic = "force-dynamic";

// GET /api/admin/charts[?startDate&endDate]: registrations and analyses per day (default: the
// last 30 days) and the plan mix, for the admin dashboard's charts.
export const GET = withAdmin({ query: optionalRangeSchema }, async ({ query, db, now }) => {
  const dayRange =
    query.startDate && query.endDate ? { startDate: query.startDate, endDate: query.endDate } : lastDays(now, 30);
  return Response.json(await getCharts(db, dayRange));
});
