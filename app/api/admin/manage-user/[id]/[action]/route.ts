import { withAdmin } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { manageUser } from "@/lib/admin/manage-user";
import { manageUserParamsSchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// POST /api/admin/manage-user/{id}/{action}: delete | upgrade-permanent (admins and the caller are refused).
export const POST = withAdmin<{ id: string; action: string }>(async ({ params, user }) => {
  const { id, action } = manageUserParamsSchema.parse(params);
  return Response.json(await manageUser(await getDb(), user, id, action, new Date()));
});
