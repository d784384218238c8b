import { withAdmin } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { getUserDetail } from "@/lib/admin/users";
import { userIdSchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/users/{id}: the user detail dialog (profile, plan, tokens, analyses, recent activity).
export const GET = withAdmin<{ id: string }>(async ({ params }) =>
  Response.json(await getUserDetail(await getDb(), userIdSchema.parse(params.id), new Date())),
);
