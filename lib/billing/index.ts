import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { demoBilling } from "./demo";
import { createStripeBilling } from "./stripe";
import type { BillingProvider } from "./types";

export type * from "./types";

/** Stripe needs its secret key, the PRO price and the publishable key for the card form. */
export const stripeConfigured = () =>
  Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);

/** Demo payments give PRO without a charge: on a demo server by default, on a live one only when asked. */
export const demoPaymentsAllowed = () =>
  env.DEMO_PAYMENTS === "on" || (env.DEMO_PAYMENTS === "auto" && env.MARKET_DATA_PROVIDER === "demo");

export const PAYMENTS_OFF = "Payments are not set up on this server yet. Please contact support to upgrade.";

function configured(): BillingProvider | null {
  if (stripeConfigured())
    return createStripeBilling({ secretKey: env.STRIPE_SECRET_KEY!, priceId: env.STRIPE_PRICE_ID! });
  if (env.STRIPE_SECRET_KEY)
    console.warn(
      "[billing] STRIPE_SECRET_KEY is set without STRIPE_PRICE_ID or NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: Stripe is off",
    );
  return demoPaymentsAllowed() ? demoBilling : null;
}

let provider: BillingProvider | null | undefined;
/** The configured processor; 503 with PAYMENTS_OFF when this server takes no payments. */
export function billingProvider(): BillingProvider {
  if (provider === undefined) provider = configured();
  if (!provider) throw new AppError("unavailable", PAYMENTS_OFF);
  return provider;
}

/**
 * The processor that can cancel what this server sold, even when it takes no new payments:
 * Stripe when configured, otherwise the demo processor (a table update).
 */
export function cancellingProvider(): BillingProvider {
  if (provider === undefined) provider = configured();
  return provider ?? demoBilling;
}
