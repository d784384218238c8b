import { billingProvider } from "@/lib/billing";
import { confirmDemoPayment } from "@/lib/billing/demo";
import { demoConfirmSchema } from "@/lib/billing/demo-card";
import { toPublicUser } from "@/lib/auth/public-user";
import { reloadSessionUser } from "@/lib/billing/reload-user";
import { AppError } from "@/lib/errors";
import { readJson, withUser } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/billing/demo-confirm {clientSecret, cardNumber, expiry, cvc}: pays the pending
// subscription with the demo processor. 404 when Stripe is configured (real cards go to Stripe),
// 400 for an invalid card, 402 with the decline message, 200 {status: "succeeded", user}.
// The body is read after the 404 (not by the wrapper), so a Stripe server never parses a card.
export const POST = withUser({}, async ({ req, user, db, now }) => {
  if (billingProvider().name !== "demo")
    throw new AppError("not_found", "Demo payments are off: this server takes real payments with Stripe");
  const { clientSecret, ...card } = await readJson(req, demoConfirmSchema);
  await confirmDemoPayment(db, user, clientSecret, card, now);
  return Response.json({ status: "succeeded", user: toPublicUser(await reloadSessionUser(db, user.id)) });
});
