import type Stripe from "stripe";
import { newStripeClient } from "@/lib/billing/stripe";
import { handleStripeEvent } from "@/lib/billing/webhook";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

let client: Stripe | undefined;

// POST /api/stripe/webhook: Stripe's signed event deliveries. 404 when Stripe is not configured,
// 400 for a missing or wrong signature, otherwise 200 {received: true} (plus duplicate: true for a
// redelivery) so Stripe stops retrying; a 500 (database down) makes Stripe deliver it again.
export const POST = withRoute(
  async ({ req }) => {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) throw new AppError("not_found", "Stripe webhooks are not configured");
    // The signature covers the exact bytes Stripe sent, so read the raw body, never re-serialised JSON.
    const payload = await req.text();
    const signature = req.headers.get("stripe-signature");
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error("no signature header");
      event = (client ??= newStripeClient(env.STRIPE_SECRET_KEY)).webhooks.constructEvent(payload, signature, env.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw new AppError("bad_request", "Invalid Stripe signature");
    }
    const outcome = await handleStripeEvent(await getDb(), event, new Date());
    return Response.json(outcome === "duplicate" ? { received: true, duplicate: true } : { received: true });
  },
  { allowCrossSite: true },
);
