import { json, withUser } from "@/lib/http/route";
import { clearSessionCookies } from "@/lib/auth/session";
import { revokeAllSessions } from "@/lib/auth/session-revocation";
import { logActivity } from "@/lib/auth/activity-log";

export const dynamic = "force-dynamic";

// POST /api/auth/logout-all: "Log out of all devices" on /profile ends every session of the
// signed-in user, this one included.
export const POST = withUser({}, async ({ user, db }) => {
  const ended = await revokeAllSessions(db, user.id);
  await logActivity(db, user.id, "logout", "Logged out of all devices");
  const res = json({ message: "Logged out of all devices", sessionsEnded: ended });
  for (const c of clearSessionCookies()) res.headers.append("set-cookie", c);
  return res;
});
