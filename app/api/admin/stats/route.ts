import { withAdmin } from "@/lib/http/route";
import { getAdminStats } from "@/lib/admin/stats";
import { optionalRangeSchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/stats[?startDate&endDate]: the admin dashboard's cards and trial users.
export const GET = withAdmin({ query: optionalRangeSchema }, async ({ query, db, now }) => {
  const dayRange =
    query.startDate && query.endDate ? { startDate: query.startDate, endDate: query.endDate } : undefined;
  return Response.json(await getAdminStats(db, now, dayRange));
});
