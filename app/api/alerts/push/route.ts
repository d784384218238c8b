import { z } from "zod";
import { withUser } from "@/lib/http/route";
import { deletePushSubscription, savePushSubscription } from "@/lib/alerts/settings";
import { pushSubscriptionSchema } from "@/lib/alerts/schemas";
import { vapidKeys } from "@/lib/alerts/push/vapid";

export const dynamic = "force-dynamic";

// GET /api/alerts/push: the VAPID public key a browser subscribes with.
export const GET = withUser({}, async () => Response.json({ publicKey: vapidKeys().publicKey }));

// POST /api/alerts/push: keeps this browser's push subscription (https push services only).
export const POST = withUser({ body: pushSubscriptionSchema }, async ({ user, db, body }) => {
  await savePushSubscription(db, user.id, body);
  return Response.json({ ok: true }, { status: 201 });
});

// DELETE /api/alerts/push: forgets this browser's subscription.
export const DELETE = withUser({ body: z.object({ endpoint: z.string().max(2048) }) }, async ({ user, db, body }) => {
  await deletePushSubscription(db, user.id, body.endpoint);
  return Response.json({ ok: true });
});
