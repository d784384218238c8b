import { withAdmin } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { getRegistrations } from "@/lib/admin/registrations";
import { queryOf, requiredRangeSchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/registrations?startDate&endDate: who registered in the range.
export const GET = withAdmin(async ({ req }) =>
  Response.json(await getRegistrations(await getDb(), requiredRangeSchema.parse(queryOf(req)))),
);
