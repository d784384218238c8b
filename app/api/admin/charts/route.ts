import { withAdmin } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { getCharts } from "@/lib/admin/charts";
import { optionalRangeSchema, queryOf } from "@/lib/admin/schemas";
import { lastDays } from "@/lib/admin/range";

export const dynamic = "force-dynamic";

// GET /api/admin/charts[?startDate&endDate]: registrations and analyses per day (default: the
// last 30 days) and the plan mix, for the admin dashboard's charts.
export const GET = withAdmin(async ({ req }) => {
  const range = optionalRangeSchema.parse(queryOf(req));
  const now = new Date();
  const dayRange =
    range.startDate && range.endDate ? { startDate: range.startDate, endDate: range.endDate } : lastDays(now, 30);
  return Response.json(await getCharts(await getDb(), dayRange));
});
