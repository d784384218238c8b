import { withAdmin } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { getAdminStats } from "@/lib/admin/stats";
import { optionalRangeSchema, queryOf } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/stats[?startDate&endDate]: the admin dashboard's cards and trial users.
export const GET = withAdmin(async ({ req }) => {
  const range = optionalRangeSchema.parse(queryOf(req));
  const dayRange =
    range.startDate && range.endDate ? { startDate: range.startDate, endDate: range.endDate } : undefined;
  return Response.json(await getAdminStats(await getDb(), new Date(), dayRange));
});
