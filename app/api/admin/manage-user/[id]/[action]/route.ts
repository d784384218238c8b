import { withAdmin } from "@/lib/http/route";
import { manageUser } from "@/lib/admin/manage-user";
import { manageUserParamsSchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// POST /api/admin/manage-user/{id}/{action}: delete | upgrade-permanent (admins and the caller are refused).
export const POST = withAdmin({ params: manageUserParamsSchema }, async ({ params, user, db, now }) =>
  Response.json(await manageUser(db, user, params.id, params.action, now)),
);
