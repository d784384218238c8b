import { readJson, withAdmin } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { createTip, listTips } from "@/lib/tips/admin";
import { tipInputSchema } from "@/lib/tips/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/tips: every tip, newest first.
export const GET = withAdmin(async () => Response.json(await listTips(await getDb())));

// POST /api/admin/tips: create a tip.
export const POST = withAdmin(async ({ req, user }) => {
  const input = await readJson(req, tipInputSchema);
  return Response.json(await createTip(await getDb(), user, input, new Date()), { status: 201 });
});
