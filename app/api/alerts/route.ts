import { withUser } from "@/lib/http/route";
import { marketData } from "@/lib/providers/market";
import { activeAlertLimit, createAlert, listAlerts } from "@/lib/alerts/service";
import { createAlertSchema } from "@/lib/alerts/schemas";

export const dynamic = "force-dynamic";

// GET /api/alerts: the caller's alerts (active, fired, paused) and their active-alert limit.
export const GET = withUser({}, async ({ user, db, now }) =>
  Response.json({
    alerts: await listAlerts(db, user.id),
    limit: activeAlertLimit(user, now),
    source: marketData.source,
  }),
);

// POST /api/alerts: a price level to cross, or a move of x% in a day, on any known instrument.
export const POST = withUser({ body: createAlertSchema }, async ({ user, db, now, body }) =>
  Response.json(await createAlert({ db, market: marketData, now }, user, body), { status: 201 }),
);
