import { withUser } from "@/lib/http/route";
import { getAlertSettings, saveAlertSettings } from "@/lib/alerts/settings";
import { alertSettingsSchema } from "@/lib/alerts/schemas";

export const dynamic = "force-dynamic";

// GET /api/alerts/settings: the caller's channels, quiet hours and time zone.
export const GET = withUser({}, async ({ user, db }) => Response.json(await getAlertSettings(db, user.id)));

// PUT /api/alerts/settings: replaces them.
export const PUT = withUser({ body: alertSettingsSchema }, async ({ user, db, now, body }) =>
  Response.json(await saveAlertSettings(db, user.id, body, now)),
);
