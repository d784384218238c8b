import { billingProvider } from "@/lib/billing";
import { env } from "@/lib/env";
import { withUser } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/create-subscription: starts the caller's PRO subscription.
// 200 {status: "requires_payment", clientSecret, provider, publishableKey?} or {status: "already_subscribed", provider}.
export const POST = withUser({}, async ({ user, db, now }) => {
  const billing = billingProvider();
  const started = await billing.startSubscription(db, user, now);
  const publishableKey = billing.name === "stripe" ? env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY : undefined;
  return Response.json(
    { ...started, provider: billing.name, publishableKey },
    { headers: { "cache-control": "no-store" } },
  );
});
