import { json, withUser } from "@/lib/http/route";
import { toPublicUser } from "@/lib/auth/public-user";

export const dynamic = "force-dynamic";

// GET /api/auth/user: the signed-in user's own data (401 when signed out).
export const GET = withUser({}, async ({ user }) => json(toPublicUser(user)));
