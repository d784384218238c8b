import { withUser } from "@/lib/http/route";
import { activeTipsFor } from "@/lib/tips/active";

export const dynamic = "force-dynamic";

// GET /api/tips: the admin tips active today for the user's plan, most urgent first.
export const GET = withUser({}, async ({ user, db, now }) => Response.json(await activeTipsFor(db, user, now)));
