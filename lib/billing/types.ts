import type { Plan, User } from "@/lib/auth/tables";
import type { Db } from "@/lib/db/client";

// Payments behind one interface: Stripe when its keys are set, otherwise the demo processor
// (lib/billing/demo.ts), which the UI labels DEMO and which never charges a card.
export type BillingProviderName = "stripe" | "demo";

export type StartSubscription = { status: "already_subscribed" } | { status: "requires_payment"; clientSecret: string };

export interface BillingProvider {
  name: BillingProviderName;
  /** Creates (or resumes) the caller's PRO subscription and returns the secret the card form confirms. */
  startSubscription(db: Db, user: User, now: Date): Promise<StartSubscription>;
  /**
   * Asks the processor itself whether the caller's subscription is paid, right after the browser
   * reports a confirmed payment, so the trader need not wait for the webhook. Best effort: the
   * webhook stays the source of truth. Returns the caller's plan afterwards.
   */
  syncSubscription(db: Db, user: User, now: Date): Promise<{ plan: Plan }>;
  /**
   * Ends the user's running (or pending) subscription at once, so nothing is charged again: an
   * admin made the account PRO for good, or is deleting it. Nothing to cancel is not an error.
   */
  cancelSubscription(db: Db, userId: string, now: Date): Promise<{ cancelled: boolean }>;
}
