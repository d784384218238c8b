import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { activityLog } from "@/lib/auth/tables";
import { billingCustomers } from "@/lib/billing/tables";
import { useTestDb } from "../helpers/db";
import { jsonRequest } from "../helpers/request";
import { createUser, reloadUser } from "../helpers/users";

// Without Stripe keys, payments go through the demo processor: same states as Stripe, no charge.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_PRICE_ID;
delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;

useTestDb();

const routes = async () => ({
  create: (await import("@/app/api/(payments)/create-subscription/route")).POST,
  confirm: (await import("@/app/api/(payments)/billing/demo-confirm/route")).POST,
  sync: (await import("@/app/api/(payments)/billing/sync/route")).POST,
});
const startSubscription = async (cookie?: string) =>
  (await routes()).create(jsonRequest("/api/create-subscription", {}, { cookie }));
const pay = async (cookie: string | undefined, body: Record<string, unknown>) =>
  (await routes()).confirm(jsonRequest("/api/billing/demo-confirm", body, { cookie }));
const sync = async (cookie: string) => (await routes()).sync(jsonRequest("/api/billing/sync", {}, { cookie }));
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };

describe("demo payments", () => {
  it("refuses signed-out visitors", async () => {
    expect((await startSubscription()).status).toBe(401);
    expect((await pay(undefined, { clientSecret: "demo_sub_x_secret_y", ...card })).status).toBe(401);
  });

  it("reads the card only from a JSON body without NUL characters", async () => {
    const user = await createUser();
    const body = JSON.stringify({ clientSecret: "x", ...card });
    const plain = await (
      await routes()
    ).confirm(
      jsonRequest("/api/billing/demo-confirm", body, {
        cookie: user.cookie,
        headers: { "content-type": "text/plain" },
      }),
    );
    expect(plain.status).toBe(415);
    const nul = await pay(user.cookie, { clientSecret: "x\u0000", ...card });
    expect(nul.status).toBe(400);
  });

  it("answers already_subscribed for pro users and admins", async () => {
    for (const user of [await createUser({ plan: "pro" }), await createUser({ role: "admin" })]) {
      const res = await startSubscription(user.cookie);
      expect(await res.json()).toMatchObject({ status: "already_subscribed", provider: "demo" });
    }
  });

  it("takes a free user to PRO with 500 tokens; a declined card changes nothing", async () => {
    const user = await createUser({ tokensRemaining: 3 });
    const started = await (await startSubscription(user.cookie)).json();
    expect(started).toMatchObject({
      status: "requires_payment",
      provider: "demo",
      clientSecret: expect.stringContaining("_secret_"),
    });
    expect(started.publishableKey).toBeUndefined();

    const declined = await pay(user.cookie, {
      clientSecret: started.clientSecret,
      ...card,
      cardNumber: "4000 0000 0000 0002",
    });
    expect(declined.status).toBe(402);
    expect((await declined.json()).message).toBe("Your card was declined.");
    expect((await reloadUser(user.id)).plan).toBe("free");

    const paid = await pay(user.cookie, { clientSecret: started.clientSecret, ...card });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: "succeeded", user: { plan: "pro", tokensRemaining: 500 } });
    const saved = await reloadUser(user.id);
    expect(saved).toMatchObject({ plan: "pro", tokensRemaining: 500, totalTokens: 500 });

    const db = await getDb();
    const [billing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    expect(billing.status).toBe("active");
    expect(billing.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const kinds = (await db.select().from(activityLog).where(eq(activityLog.userId, user.id))).map(
      (r) => r.description,
    );
    expect(kinds).toEqual(["Upgraded to PRO (demo payment)"]);

    // A double submit neither fails nor pays twice; a new start now says already subscribed.
    expect((await pay(user.cookie, { clientSecret: started.clientSecret, ...card })).status).toBe(200);
    expect(await db.select().from(activityLog).where(eq(activityLog.userId, user.id))).toHaveLength(1);
    expect((await (await startSubscription(user.cookie)).json()).status).toBe("already_subscribed");
  });

  it("syncs to the plan as it stands: free before paying, pro after", async () => {
    const user = await createUser();
    const { clientSecret } = await (await startSubscription(user.cookie)).json();
    const before = await sync(user.cookie);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ plan: "free" });
    expect((await pay(user.cookie, { clientSecret, ...card })).status).toBe(200);
    expect(await (await sync(user.cookie)).json()).toEqual({ plan: "pro" });
  });

  it("resumes the pending subscription when the page is reloaded", async () => {
    const user = await createUser();
    const first = await (await startSubscription(user.cookie)).json();
    const second = await (await startSubscription(user.cookie)).json();
    expect(second.clientSecret.split("_secret_")[0]).toBe(first.clientSecret.split("_secret_")[0]);
    expect((await pay(user.cookie, { clientSecret: first.clientSecret, ...card })).status).toBe(200);
  });

  it("never confirms another user's payment", async () => {
    const [owner, other] = [await createUser(), await createUser()];
    const { clientSecret } = await (await startSubscription(owner.cookie)).json();
    const res = await pay(other.cookie, { clientSecret, ...card });
    expect(res.status).toBe(404);
    expect((await reloadUser(other.id)).plan).toBe("free");
    expect((await reloadUser(owner.id)).plan).toBe("free");
    // Nor when the other user has a pending payment of their own: the secret must be theirs.
    await startSubscription(other.cookie);
    const again = await pay(other.cookie, { clientSecret, ...card });
    expect(again.status).toBe(404);
    expect((await reloadUser(other.id)).plan).toBe("free");
  });

  it.each([
    [{ cardNumber: "4242 4242 4242 4241" }, "Your card number is invalid."],
    [{ expiry: "01/20" }, "Your card's expiration date is invalid or in the past."],
    [{ expiry: "13/40" }, "Your card's expiration date is invalid or in the past."],
    [{ cvc: "12" }, "Your card's security code is invalid."],
  ])("answers 400 for a bad card field %p", async (override, message) => {
    const user = await createUser();
    const { clientSecret } = await (await startSubscription(user.cookie)).json();
    const res = await pay(user.cookie, { clientSecret, ...card, ...override });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });
});
