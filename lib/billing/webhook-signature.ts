import "server-only";
import type Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { newStripeClient } from "./stripe";

let client: Stripe | undefined;

/**
 * The Stripe event a webhook delivery carries, once its signature checks out over the exact bytes
 * Stripe sent (never re-serialised JSON). 404 when webhooks are not configured, 400 when the
 * signature is missing or wrong.
 */
export function verifyStripeEvent(payload: string, signature: string | null): Stripe.Event {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
    throw new AppError("not_found", "Stripe webhooks are not configured");
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("no signature header");
    event = (client ??= newStripeClient(env.STRIPE_SECRET_KEY)).webhooks.constructEvent(
      payload,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
    );
  } catch {
    throw new AppError("bad_request", "Invalid Stripe signature");
  }
  // A signature proves who sent the bytes, not their shape: every Stripe event carries an
  // object, and one without (null, a string) is refused (400) rather than failing later as a 500.
  const object = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof event.id !== "string" || typeof event.type !== "string" || !object || typeof object !== "object")
    throw new AppError("bad_request", "Malformed Stripe event");
  return event;
}
