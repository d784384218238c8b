import { withAdmin } from "@/lib/http/route";
import { createTip, listTips } from "@/lib/tips/admin";
import { tipInputSchema } from "@/lib/tips/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/tips: every tip, newest first.
export const GET = withAdmin(async ({ db }) => Response.json(await listTips(db)));

// POST /api/admin/tips: create a tip.
export const POST = withAdmin({ body: tipInputSchema }, async ({ user, body, db, now }) =>
  Response.json(await createTip(db, user, body, now), { status: 201 }),
);
