import "server-only";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import type { User } from "@/lib/auth/tables";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { activatePro } from "./activate";
import { reloadSessionUser } from "./reload-user";
import { billingCustomers } from "./tables";
import type { BillingProvider, StartSubscription } from "./types";
import { hasPaidAccess } from "@/lib/plans/access";

// Real payments: a subscription created "default_incomplete" whose first invoice the card form on
// /subscribe confirms with the returned client secret. The plan itself only changes when the
// webhook reports the paid invoice (lib/billing/webhook.ts) or when syncSubscription hears it
// from Stripe itself, never on the client's word.

/** Statuses in which the customer is already paying (or trialing): never create a second subscription. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(["active", "trialing"]);

const EXPAND = ["latest_invoice.confirmation_secret"];
const ALREADY: StartSubscription = { status: "already_subscribed" };

type CustomerRow = typeof billingCustomers.$inferSelect;

/** The SDK's default timeout is 80 s; a user waiting on /subscribe should hear back sooner. */
export const newStripeClient = (secretKey: string) => new Stripe(secretKey, { timeout: 20_000 });

export function createStripeBilling(options: { secretKey: string; priceId: string; client?: Stripe }): BillingProvider {
  let client = options.client;
  const stripe = () => (client ??= newStripeClient(options.secretKey));

  return {
    name: "stripe",
    async startSubscription(db, user, now) {
      if (hasPaidAccess(user)) return ALREADY;
      try {
        return await start(stripe(), options.priceId, db, user, now);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        warnStripe("request", user.id, error);
        throw new AppError("upstream_failed", "Failed to initialize subscription. Please try again.");
      }
    },
    async syncSubscription(db, user, now) {
      try {
        await sync(stripe(), db, user, now);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        warnStripe("sync", user.id, error); // nothing is lost: the webhook brings the same news a little later
      }
      return { plan: (await reloadSessionUser(db, user.id)).plan };
    },
    async cancelSubscription(db, userId, now) {
      try {
        return await cancel(stripe(), db, userId, now);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        warnStripe("cancel", userId, error);
        throw new AppError("upstream_failed", "Could not cancel the Stripe subscription. Please try again.");
      }
    },
  };
}

/** Subscriptions Stripe will never charge again: nothing left to cancel. */
const FINAL_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

async function cancel(stripe: Stripe, db: Db, userId: string, now: Date): Promise<{ cancelled: boolean }> {
  const row = await findRow(db, userId);
  if (!row?.subscriptionId || (row.status && FINAL_STATUSES.has(row.status))) return { cancelled: false };
  try {
    await stripe.subscriptions.cancel(row.subscriptionId);
  } catch (error) {
    // Already gone on Stripe's side (deleted in the dashboard): the goal is met.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")) throw error;
  }
  await db
    .update(billingCustomers)
    .set({ status: "canceled", updatedAt: now })
    .where(eq(billingCustomers.userId, userId));
  return { cancelled: true };
}

/**
 * The browser says its payment went through; ask Stripe rather than believe it. The subscription
 * id comes from our own table, so the only input is who the caller is.
 */
// The message names what went wrong (bad price, auth) without the key; the user gets a generic one.
function warnStripe(
  what: "request" | "sync" | "cancel",
  userId: string,
  error: InstanceType<typeof Stripe.errors.StripeError>,
) {
  console.warn(
    `[billing] Stripe ${what} failed for user ${userId}: ${error.type} ${error.code ?? ""} ${error.message}`,
  );
}

async function sync(stripe: Stripe, db: Db, user: User, now: Date): Promise<void> {
  if (user.plan === "pro") return; // a second sync (or the webhook) got here first
  const row = await findRow(db, user.id);
  if (!row?.subscriptionId) return;
  const subscription = await stripe.subscriptions.retrieve(row.subscriptionId);
  await saveSubscription(db, user.id, subscription, now);
  if (LIVE_STATUSES.has(subscription.status)) await activatePro(db, user.id, now, "Stripe");
}

async function start(stripe: Stripe, priceId: string, db: Db, user: User, now: Date): Promise<StartSubscription> {
  const stored = await findRow(db, user.id);
  if (stored?.status && LIVE_STATUSES.has(stored.status)) return ALREADY;
  const row = stored ?? (await createCustomer(stripe, db, user, now));

  // Reloading /subscribe must not pile up subscriptions: resume the one still waiting for its first payment.
  if (row.subscriptionId && row.status === "incomplete") {
    const current = await stripe.subscriptions.retrieve(row.subscriptionId, { expand: EXPAND });
    await saveSubscription(db, user.id, current, now);
    if (LIVE_STATUSES.has(current.status)) return ALREADY; // paid, webhook not here yet
    if (current.status === "incomplete") return requiresPayment(current);
    // incomplete_expired or canceled: start afresh below
  }

  // A customer we knew before may hold a subscription our table missed (created in the dashboard, lost webhook).
  if (stored) {
    const active = await stripe.subscriptions.list({ customer: row.stripeCustomerId, status: "active", limit: 1 });
    if (active.data[0]) {
      await saveSubscription(db, user.id, active.data[0], now);
      return ALREADY;
    }
  }

  const subscription = await stripe.subscriptions.create({
    customer: row.stripeCustomerId,
    items: [{ price: priceId }],
    payment_behavior: "default_incomplete",
    payment_settings: { save_default_payment_method: "on_subscription" },
    expand: EXPAND,
    metadata: { userId: user.id },
  });
  await saveSubscription(db, user.id, subscription, now);
  return requiresPayment(subscription);
}

function requiresPayment(subscription: Stripe.Subscription): StartSubscription {
  const invoice = subscription.latest_invoice;
  const clientSecret = typeof invoice === "object" ? invoice?.confirmation_secret?.client_secret : undefined;
  if (!clientSecret) throw new AppError("upstream_failed", "Failed to get payment details. Please try again.");
  return { status: "requires_payment", clientSecret };
}

async function findRow(db: Db, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row;
}

async function createCustomer(stripe: Stripe, db: Db, user: User, now: Date): Promise<CustomerRow> {
  const customer = await stripe.customers.create({
    email: user.email,
    name: user.fullName ?? user.name ?? user.username ?? undefined,
    metadata: { userId: user.id },
  });
  // Two tabs racing here both create a customer; the first stored wins and the other stays unused
  // in Stripe, so every later call (and every webhook) agrees on one customer id.
  await db
    .insert(billingCustomers)
    .values({ userId: user.id, stripeCustomerId: customer.id, updatedAt: now })
    .onConflictDoNothing({ target: billingCustomers.userId });
  return (await findRow(db, user.id))!;
}

async function saveSubscription(db: Db, userId: string, subscription: Stripe.Subscription, now: Date) {
  await db
    .update(billingCustomers)
    .set({ subscriptionId: subscription.id, status: subscription.status, updatedAt: now })
    .where(eq(billingCustomers.userId, userId));
}
