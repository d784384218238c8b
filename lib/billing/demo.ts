import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { User } from "@/lib/auth/tables";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { activatePro } from "./activate";
import { declineReason, type DemoCard } from "./demo-card";
import { billingCustomers } from "./tables";
import type { BillingProvider } from "./types";
import { hasPaidAccess } from "@/lib/plans/access";

// The offline payment processor, used when Stripe is not configured. It keeps the same states as
// Stripe (an incomplete subscription, a client secret, then active) in billing_customers, never
// charges anything, and the /subscribe page says so with a DEMO badge.

const SECRET_MARK = "_secret_";

export const demoBilling: BillingProvider = {
  name: "demo",
  async startSubscription(db: Db, user: User, now: Date) {
    if (hasPaidAccess(user)) return { status: "already_subscribed" };
    const [existing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    if (existing?.status === "active") return { status: "already_subscribed" };
    // Reloading the page resumes the pending subscription rather than starting another.
    const subscriptionId =
      existing?.status === "incomplete" && existing.subscriptionId
        ? existing.subscriptionId
        : `demo_sub_${randomBytes(12).toString("base64url")}`;
    await db
      .insert(billingCustomers)
      .values({
        userId: user.id,
        stripeCustomerId: `demo_cus_${user.id}`,
        subscriptionId,
        status: "incomplete",
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: billingCustomers.userId,
        set: { subscriptionId, status: "incomplete", updatedAt: now },
      });
    return {
      status: "requires_payment",
      clientSecret: `${subscriptionId}${SECRET_MARK}${randomBytes(12).toString("base64url")}`,
    };
  },
  // confirmDemoPayment already activated PRO before the browser heard of success: nothing to fetch.
  async syncSubscription(_db, user) {
    return { plan: user.plan };
  },
  async cancelSubscription(db, userId, now) {
    const ended = await db
      .update(billingCustomers)
      .set({ status: "canceled", updatedAt: now })
      .where(and(eq(billingCustomers.userId, userId), inArray(billingCustomers.status, ["active", "incomplete"])))
      .returning({ userId: billingCustomers.userId });
    return { cancelled: ended.length > 0 };
  },
};

const PAYMENT_NOT_FOUND = "This payment has expired or belongs to another account. Reload the page to start again.";

/** Confirms the caller's pending demo subscription with a card; declines Stripe's decline test cards. */
export async function confirmDemoPayment(
  db: Db,
  user: User,
  clientSecret: string,
  card: DemoCard,
  now: Date,
): Promise<void> {
  const subscriptionId = clientSecret.split(SECRET_MARK)[0];
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  if (!row || row.subscriptionId !== subscriptionId || !clientSecret.includes(SECRET_MARK))
    throw new AppError("not_found", PAYMENT_NOT_FOUND);
  if (row.status === "active") return; // a double submit: already paid
  const declined = declineReason(card.cardNumber);
  if (declined) throw new AppError("payment_required", declined);
  const periodEnd = new Date(now);
  periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  await db
    .update(billingCustomers)
    .set({ status: "active", currentPeriodEnd: periodEnd, updatedAt: now })
    .where(eq(billingCustomers.userId, user.id));
  await activatePro(db, user.id, now, "demo payment");
}
