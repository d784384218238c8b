import "server-only";
import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { activatePro, deactivatePro } from "./activate";
import { billingCustomers, stripeEvents } from "./tables";

// Stripe's word on payments, applied to our tables. Stripe retries a delivery until it gets a
// 2xx and may deliver an event twice or out of order, so every handler is idempotent.

export type WebhookOutcome = "processed" | "ignored" | "duplicate";

/** Subscription statuses after which Stripe will not collect again: the PRO plan ends. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(["canceled", "unpaid", "incomplete_expired"]);

const VIA = "Stripe";

type CustomerRow = typeof billingCustomers.$inferSelect;

/**
 * Records the event id and applies it in one transaction: a failure rolls the id back too, so
 * Stripe's retry runs it again; a concurrent duplicate waits on the id's primary key and then sees it.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event, now: Date): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return "duplicate";
    return apply(tx, event, now);
  });
}

async function apply(db: Tx, event: Stripe.Event, now: Date): Promise<WebhookOutcome> {
  switch (event.type) {
    case "invoice.paid":
    case "invoice.payment_succeeded":
      return invoicePaid(db, event.data.object, now);
    case "customer.subscription.updated":
      return subscriptionChanged(db, event.data.object, event.data.object.status, now);
    case "customer.subscription.deleted":
      return subscriptionChanged(db, event.data.object, "canceled", now);
    default:
      return "ignored";
  }
}

// Stripe sends both invoice.paid and invoice.payment_succeeded for one payment; activatePro makes
// the second (and every monthly renewal) a no-op for the plan while the period end moves on.
async function invoicePaid(db: Db, invoice: Stripe.Invoice, now: Date): Promise<WebhookOutcome> {
  const subscription = invoice.parent?.subscription_details?.subscription;
  // Only subscription invoices buy PRO; a one-off invoice for the same customer does not.
  if (!subscription) return "ignored";
  const row = await rowForCustomer(db, invoice.customer);
  if (!row) return "ignored";
  await db
    .update(billingCustomers)
    .set({
      subscriptionId: idOf(subscription),
      status: "active",
      currentPeriodEnd: periodEnd(invoice) ?? row.currentPeriodEnd,
      updatedAt: now,
    })
    .where(eq(billingCustomers.userId, row.userId));
  await activatePro(db, row.userId, now, VIA);
  return "processed";
}

async function subscriptionChanged(
  db: Db,
  subscription: Stripe.Subscription,
  status: string,
  now: Date,
): Promise<WebhookOutcome> {
  const row = await rowForCustomer(db, subscription.customer);
  if (!row) return "ignored";
  // A second, never-paid subscription (two tabs on /subscribe) expiring must not end the one the user pays for.
  if (row.subscriptionId && row.subscriptionId !== subscription.id) return "ignored";
  const itemEnd = subscription.items?.data?.[0]?.current_period_end;
  await db
    .update(billingCustomers)
    .set({
      subscriptionId: subscription.id,
      status,
      currentPeriodEnd: itemEnd ? new Date(itemEnd * 1000) : row.currentPeriodEnd,
      updatedAt: now,
    })
    .where(eq(billingCustomers.userId, row.userId));
  if (ENDED_STATUSES.has(status)) await deactivatePro(db, row.userId, VIA);
  return "processed";
}

async function rowForCustomer(db: Db, customer: string | { id: string } | null): Promise<CustomerRow | undefined> {
  if (!customer) return undefined;
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, idOf(customer)));
  return row;
}

const idOf = (value: string | { id: string }) => (typeof value === "string" ? value : value.id);

/**
 * The end of the service period the invoice paid for. The invoice's own period_end is the end of
 * the previous billing period (equal to its creation on a first invoice), so read the lines.
 */
function periodEnd(invoice: Stripe.Invoice): Date | undefined {
  const ends = (invoice.lines?.data ?? [])
    .map((line) => line.period?.end)
    .filter((end): end is number => typeof end === "number");
  return ends.length ? new Date(Math.max(...ends) * 1000) : undefined;
}
