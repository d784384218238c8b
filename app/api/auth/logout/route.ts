import { json, withRoute } from "@/lib/http/route";
import { clearSessionCookies, getSessionUser, readSessionRef } from "@/lib/auth/session";
import { revokeSession } from "@/lib/auth/session-revocation";
import { logActivity } from "@/lib/auth/activity-log";

export const dynamic = "force-dynamic";

// POST /api/auth/logout: ends this session on the server and clears the cookie (works when
// already signed out, and with a cookie that cannot be read, so a broken cookie can be cleared).
export const POST = withRoute(async ({ req, db }) => {
  const user = await getSessionUser(req.headers);
  const ref = await readSessionRef(req.headers);
  if (ref?.sessionId) await revokeSession(db, ref.sessionId);
  if (user) await logActivity(db, user.id, "logout", "Logged out");
  const res = json({ message: "Logged out" });
  for (const c of clearSessionCookies()) res.headers.append("set-cookie", c);
  return res;
});
