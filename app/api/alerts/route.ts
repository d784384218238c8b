import { withUser } from "@/lib/http/route";
import { marketData } from "@/lib/providers/market";
import { activeAlertLimit, createAlert, currentPrices, listAlerts } from "@/lib/alerts/service";
import { createAlertSchema } from "@/lib/alerts/schemas";

export const dynamic = "force-dynamic";

// GET /api/alerts: the caller's alerts (active, fired, paused), their active-alert limit and the
// current price of each instrument (the edit dialog checks a new level against it).
export const GET = withUser({}, async ({ user, db, now }) => {
  const alerts = await listAlerts(db, user.id);
  return Response.json({
    alerts,
    limit: activeAlertLimit(user, now),
    source: marketData.source,
    prices: await currentPrices(
      marketData,
      alerts.map((a) => a.symbol),
    ),
  });
});

// POST /api/alerts: a price level to cross, or a move of x% in a day, on any known instrument.
export const POST = withUser({ body: createAlertSchema }, async ({ user, db, now, body }) =>
  Response.json(await createAlert({ db, market: marketData, now }, user, body), { status: 201 }),
);
