import { withUser } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { activeTipsFor } from "@/lib/tips/active";

export const dynamic = "force-dynamic";

// GET /api/tips: the admin tips active today for the user's plan, most urgent first.
export const GET = withUser({}, async ({ user }) =>
  Response.json(await activeTipsFor(await getDb(), user, new Date())),
);
