import { getDb } from "@/lib/db/client";
import { json, withRoute } from "@/lib/http/route";
import { clearSessionCookies, getSessionUser } from "@/lib/auth/session";
import { logActivity } from "@/lib/activity/log";

export const dynamic = "force-dynamic";

// POST /api/auth/logout: ends the session (works when already signed out too).
export const POST = withRoute(async ({ req }) => {
  const user = await getSessionUser(req.headers);
  if (user) await logActivity(await getDb(), user.id, "logout", "Logged out");
  const res = json({ message: "Logged out" });
  for (const c of clearSessionCookies()) res.headers.append("set-cookie", c);
  return res;
});
