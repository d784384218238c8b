import { billingProvider } from "@/lib/billing";
import { withUser } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/billing/sync: called by /subscribe once the card form reports success, so the plan
// turns PRO before the redirect even if Stripe's webhook is still on its way. No body: the
// processor is asked about the session user's own subscription. 200 {plan}.
export const POST = withUser({}, async ({ user, db, now }) => {
  const synced = await billingProvider().syncSubscription(db, user, now);
  return Response.json(synced, { headers: { "cache-control": "no-store" } });
});
