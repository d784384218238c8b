import { withAdmin } from "@/lib/http/route";
import { getUserDetail } from "@/lib/admin/users";
import { userIdSchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/users/{id}: the user detail dialog (profile, plan, tokens, analyses, recent activity).
export const GET = withAdmin(async ({ params, db, now }) =>
  Response.json(await getUserDetail(db, userIdSchema.parse(params.id), now)),
);
