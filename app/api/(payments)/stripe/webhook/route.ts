import { verifyStripeEvent } from "@/lib/billing/webhook-signature";
import { handleStripeEvent } from "@/lib/billing/webhook";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// POST /api/stripe/webhook: Stripe's signed event deliveries. 404 when Stripe is not configured,
// 400 for a missing or wrong signature, otherwise 200 {received: true} (plus duplicate: true for a
// redelivery) so Stripe stops retrying; a 500 (database down) makes Stripe deliver it again.
export const POST = withRoute(
  async ({ req, db, now }) => {
    const event = verifyStripeEvent(await req.text(), req.headers.get("stripe-signature"));
    const outcome = await handleStripeEvent(db, event, now);
    return Response.json(outcome === "duplicate" ? { received: true, duplicate: true } : { received: true });
  },
  { allowCrossSite: true },
);
