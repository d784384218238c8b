import { withAdmin } from "@/lib/http/route";
import { getRegistrations } from "@/lib/admin/registrations";
import { requiredRangeSchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/registrations?startDate&endDate: who registered in the range.
export const GET = withAdmin({ query: requiredRangeSchema }, async ({ query, db }) =>
  Response.json(await getRegistrations(db, query)),
);
