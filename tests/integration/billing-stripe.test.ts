import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { activityLog, users } from "@/lib/auth/tables";
import { billingCustomers } from "@/lib/billing/tables";
import { createStripeBilling } from "@/lib/billing/stripe";
import { AppError } from "@/lib/errors";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";
import { BASE, jsonRequest, params } from "../helpers/request";

// lib/env parses process.env once, on first import; nothing imported above reads it, and the
// routes (which do) are imported in beforeAll, after these are set.
const WEBHOOK_SECRET = "whsec_test_candlewise";
process.env.STRIPE_SECRET_KEY = "sk_test_webhook";
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
process.env.STRIPE_PRICE_ID = "price_pro_monthly";
process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = "pk_test_candlewise";

// The clients the app builds for itself (billingProvider(), the webhook route) talk to the fake
// Stripe below instead of api.stripe.com; a client given its own host keeps it.
let mockStripePort = 0;
jest.mock("stripe", () => {
  const Actual = jest.requireActual<typeof Stripe>("stripe");
  return class LoopbackStripe extends Actual {
    constructor(key: string, config: Stripe.StripeConfig = {}) {
      super(key, { host: "127.0.0.1", port: mockStripePort, protocol: "http", maxNetworkRetries: 0, ...config });
    }
  };
});

useTestDb();

// ---- A fake Stripe API on loopback: just the endpoints startSubscription calls. ----

type Call = { method: string; path: string; body: URLSearchParams };
type Sub = { id: string; customer: string; status: string; secret: string | null };

const fake = {
  calls: [] as Call[],
  subs: new Map<string, Sub>(),
  mode: "ok" as "ok" | "fail" | "no_secret",
  seq: 0,
  reset() {
    this.calls = [];
    this.subs.clear();
    this.mode = "ok";
  },
  creates: (path: string) => fake.calls.filter((c) => c.method === "POST" && c.path === path),
};

const subscriptionJson = (s: Sub) => ({
  id: s.id,
  object: "subscription",
  customer: s.customer,
  status: s.status,
  items: { object: "list", data: [], has_more: false, url: "/v1/subscription_items" },
  latest_invoice: {
    id: `in_${s.id}`,
    object: "invoice",
    status: "open",
    confirmation_secret: s.secret ? { client_secret: s.secret, type: "payment_intent" } : null,
  },
  metadata: {},
});

function answer(req: IncomingMessage, res: ServerResponse, raw: string) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const body = new URLSearchParams(req.method === "GET" ? url.search : raw);
  fake.calls.push({ method: req.method ?? "", path: url.pathname, body });
  const send = (status: number, json: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++fake.seq}` });
    res.end(JSON.stringify(json));
  };
  if (fake.mode === "fail") return send(500, { error: { type: "api_error", message: "An unknown error occurred" } });

  const subMatch = url.pathname.match(/^\/v1\/subscriptions\/(\w+)$/);
  if (req.method === "POST" && url.pathname === "/v1/customers") {
    return send(200, {
      id: `cus_${++fake.seq}`,
      object: "customer",
      email: body.get("email"),
      metadata: { userId: body.get("metadata[userId]") },
    });
  }
  if (req.method === "POST" && url.pathname === "/v1/subscriptions") {
    const sub: Sub = {
      id: `sub_${++fake.seq}`,
      customer: body.get("customer") ?? "",
      status: "incomplete",
      secret: fake.mode === "no_secret" ? null : `pi_${fake.seq}_secret_abc`,
    };
    fake.subs.set(sub.id, sub);
    return send(200, subscriptionJson(sub));
  }
  if (req.method === "GET" && url.pathname === "/v1/subscriptions") {
    const data = [...fake.subs.values()]
      .filter((s) => s.customer === body.get("customer") && s.status === body.get("status"))
      .map(subscriptionJson);
    return send(200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
  }
  if (req.method === "GET" && subMatch && fake.subs.has(subMatch[1]))
    return send(200, subscriptionJson(fake.subs.get(subMatch[1])!));
  send(404, { error: { type: "invalid_request_error", message: `No such route: ${req.method} ${url.pathname}` } });
}

let server: Server;
let billing: ReturnType<typeof createStripeBilling>;
type RouteHandler = (req: Request, ctx?: ReturnType<typeof params>) => Promise<Response>;
let webhookPOST: RouteHandler;
let syncPOST: RouteHandler;
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => answer(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  mockStripePort = port;
  // No retries: a 500 should surface at once instead of after the SDK's backoff.
  const client = new Stripe("sk_test_x", { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
  billing = createStripeBilling({ secretKey: "sk_test_x", priceId: "price_pro_monthly", client });
  ({ POST: webhookPOST } = await import("@/app/api/(payments)/stripe/webhook/route"));
  ({ POST: syncPOST } = await import("@/app/api/(payments)/billing/sync/route"));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => fake.reset());

const storedRow = async (userId: string) =>
  (await (await getDb()).select().from(billingCustomers).where(eq(billingCustomers.userId, userId)))[0];

describe("Stripe billing: startSubscription", () => {
  it("creates one customer and one incomplete subscription for a free user, and reuses it on reload", async () => {
    const user = await createUser();
    const db = await getDb();
    const first = await billing.startSubscription(db, user, new Date());
    expect(first).toEqual({ status: "requires_payment", clientSecret: expect.stringMatching(/^pi_\d+_secret_abc$/) });

    const [customer] = fake.creates("/v1/customers");
    expect(customer.body.get("email")).toBe(user.email);
    expect(customer.body.get("metadata[userId]")).toBe(user.id);
    const [created] = fake.creates("/v1/subscriptions");
    expect(Object.fromEntries(created.body)).toMatchObject({
      "items[0][price]": "price_pro_monthly",
      payment_behavior: "default_incomplete",
      "payment_settings[save_default_payment_method]": "on_subscription",
      "expand[0]": "latest_invoice.confirmation_secret",
      "metadata[userId]": user.id,
    });
    const row = await storedRow(user.id);
    expect(row).toMatchObject({
      stripeCustomerId: expect.stringMatching(/^cus_/),
      subscriptionId: expect.stringMatching(/^sub_/),
      status: "incomplete",
    });

    // Reloading /subscribe: the same subscription and secret, no second customer or subscription.
    const again = await billing.startSubscription(db, user, new Date());
    expect(again).toEqual(first);
    expect(fake.creates("/v1/customers")).toHaveLength(1);
    expect(fake.creates("/v1/subscriptions")).toHaveLength(1);
    expect(fake.calls.some((c) => c.method === "GET" && c.path === `/v1/subscriptions/${row.subscriptionId}`)).toBe(
      true,
    );
  });

  it("answers already_subscribed once the stored subscription is paid, before the webhook arrives", async () => {
    const user = await createUser();
    const db = await getDb();
    await billing.startSubscription(db, user, new Date());
    const row = await storedRow(user.id);
    fake.subs.get(row.subscriptionId!)!.status = "active";
    expect(await billing.startSubscription(db, user, new Date())).toEqual({ status: "already_subscribed" });
    expect((await storedRow(user.id)).status).toBe("active");
    expect(fake.creates("/v1/subscriptions")).toHaveLength(1);
  });

  it("answers already_subscribed for pro users and admins without calling Stripe", async () => {
    const db = await getDb();
    for (const user of [await createUser({ plan: "pro" }), await createUser({ role: "admin" })]) {
      expect(await billing.startSubscription(db, user, new Date())).toEqual({ status: "already_subscribed" });
    }
    expect(fake.calls).toHaveLength(0);
  });

  it("maps a Stripe failure to a 502 with a generic message and logs the real one", async () => {
    const user = await createUser();
    fake.mode = "fail";
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const error = await billing.startSubscription(await getDb(), user, new Date()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: "upstream_failed",
        status: 502,
        message: "Failed to initialize subscription. Please try again.",
      });
      const logged = warn.mock.calls.map((args) => args.join(" ")).join("\n");
      expect(logged).toContain("An unknown error occurred");
      expect(logged).not.toContain("sk_test_x");
    } finally {
      warn.mockRestore();
    }
  });

  it("refuses a subscription that comes back without a client secret", async () => {
    const user = await createUser();
    fake.mode = "no_secret";
    await expect(billing.startSubscription(await getDb(), user, new Date())).rejects.toMatchObject({
      code: "upstream_failed",
      message: "Failed to get payment details. Please try again.",
    });
  });
});

// ---- The webhook, with events signed the way Stripe signs them. ----

let eventSeq = 0;
function signedRequest(payload: string, signature?: string) {
  return new Request(`${BASE}/api/stripe/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
    body: payload,
  });
}
async function deliver(event: { id?: string; type: string; object: Record<string, unknown> | null }) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_${++eventSeq}`,
    object: "event",
    type: event.type,
    created: 1_760_000_000,
    data: { object: event.object },
  });
  const res = await webhookPOST(
    signedRequest(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })),
    params({}),
  );
  return { status: res.status, body: await res.json() };
}

/** A user with a billing row, as startSubscription leaves it before payment. */
async function subscriber(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  const n = ++eventSeq;
  const ids = { customer: `cus_hook_${n}`, subscription: `sub_hook_${n}` };
  await (await getDb()).insert(billingCustomers).values({
    userId: user.id,
    stripeCustomerId: ids.customer,
    subscriptionId: ids.subscription,
    status: "incomplete",
  });
  return { user, ...ids };
}

const PERIOD_END = 1_762_000_000;
const paidInvoice = (customer: string, subscription: string) => ({
  id: `in_${subscription}`,
  object: "invoice",
  customer,
  status: "paid",
  period_end: 1_760_000_000,
  parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } },
  lines: {
    object: "list",
    data: [{ id: "il_1", object: "line_item", period: { start: 1_760_000_000, end: PERIOD_END } }],
  },
});
const subscriptionObject = (customer: string, id: string, status: string) => ({
  id,
  object: "subscription",
  customer,
  status,
  items: { object: "list", data: [] },
});

describe("Stripe webhook", () => {
  it("makes the user pro on invoice.paid, once, however often the event is delivered", async () => {
    const { user, customer, subscription } = await subscriber();
    const event = { id: `evt_paid_${user.id}`, type: "invoice.paid", object: paidInvoice(customer, subscription) };
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    const pro = await reloadUser(user.id);
    expect(pro).toMatchObject({ plan: "pro", tokensRemaining: 500 });
    expect(await storedRow(user.id)).toMatchObject({ status: "active", currentPeriodEnd: new Date(PERIOD_END * 1000) });

    // Spend some tokens, then Stripe redelivers the same event: nothing changes.
    const db = await getDb();
    await db.update(users).set({ tokensRemaining: 420 }).where(eq(users.id, user.id));
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await reloadUser(user.id)).toMatchObject({ plan: "pro", tokensRemaining: 420 });
    const upgrades = await db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(upgrades.filter((a) => a.kind === "subscription")).toHaveLength(1);

    // invoice.payment_succeeded for the same payment is a new event id but no second upgrade.
    expect(
      (await deliver({ type: "invoice.payment_succeeded", object: paidInvoice(customer, subscription) })).status,
    ).toBe(200);
    expect((await reloadUser(user.id)).tokensRemaining).toBe(420);
  });

  it("refuses a missing or wrong signature with 400 and changes nothing", async () => {
    const { user, customer, subscription } = await subscriber();
    const payload = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "invoice.paid",
      data: { object: paidInvoice(customer, subscription) },
    });
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    for (const signature of [forged, undefined, "t=1,v1=deadbeef"]) {
      const res = await webhookPOST(signedRequest(payload, signature), params({}));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: "Invalid Stripe signature" });
    }
    expect((await reloadUser(user.id)).plan).toBe("free");
  });

  it("ends PRO when the subscription is deleted or goes unpaid", async () => {
    const deleted = await subscriber();
    await deliver({ type: "invoice.paid", object: paidInvoice(deleted.customer, deleted.subscription) });
    expect((await reloadUser(deleted.user.id)).plan).toBe("pro");
    const res = await deliver({
      type: "customer.subscription.deleted",
      object: subscriptionObject(deleted.customer, deleted.subscription, "canceled"),
    });
    expect(res).toEqual({ status: 200, body: { received: true } });
    expect((await reloadUser(deleted.user.id)).plan).toBe("free");
    expect((await storedRow(deleted.user.id)).status).toBe("canceled");

    const unpaid = await subscriber();
    await deliver({ type: "invoice.paid", object: paidInvoice(unpaid.customer, unpaid.subscription) });
    await deliver({
      type: "customer.subscription.updated",
      object: subscriptionObject(unpaid.customer, unpaid.subscription, "past_due"),
    });
    expect((await reloadUser(unpaid.user.id)).plan).toBe("pro"); // Stripe is still retrying the card
    await deliver({
      type: "customer.subscription.updated",
      object: subscriptionObject(unpaid.customer, unpaid.subscription, "unpaid"),
    });
    expect((await reloadUser(unpaid.user.id)).plan).toBe("free");
  });

  it("keeps permanent PRO accounts pro and ignores an abandoned second subscription expiring", async () => {
    const permanent = await subscriber({ plan: "pro", permanentPro: true });
    await deliver({
      type: "customer.subscription.deleted",
      object: subscriptionObject(permanent.customer, permanent.subscription, "canceled"),
    });
    expect((await reloadUser(permanent.user.id)).plan).toBe("pro");

    const paying = await subscriber();
    await deliver({ type: "invoice.paid", object: paidInvoice(paying.customer, paying.subscription) });
    await deliver({
      type: "customer.subscription.updated",
      object: subscriptionObject(paying.customer, "sub_other_tab", "incomplete_expired"),
    });
    expect((await reloadUser(paying.user.id)).plan).toBe("pro");
    expect((await storedRow(paying.user.id)).status).toBe("active");
  });

  it("acknowledges unknown customers and event types without acting", async () => {
    expect(await deliver({ type: "invoice.paid", object: paidInvoice("cus_nobody", "sub_nobody") })).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await deliver({ type: "charge.refunded", object: { id: "ch_1", object: "charge" } })).toEqual({
      status: 200,
      body: { received: true },
    });
  });

  it("refuses a correctly signed event without a data object with 400, and records nothing", async () => {
    for (const type of [
      "invoice.paid",
      "customer.subscription.updated",
      "customer.subscription.deleted",
      "charge.refunded",
    ]) {
      const res = await deliver({ id: `evt_null_${type}`, type, object: null });
      expect(res).toEqual({ status: 400, body: expect.objectContaining({ message: "Malformed Stripe event" }) });
    }
  });

  it("answers 404 when the server has no webhook secret", async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      // A fresh module registry so lib/env parses the environment again.
      await jest.isolateModulesAsync(async () => {
        const { POST } = await import("@/app/api/(payments)/stripe/webhook/route");
        const res = await POST(signedRequest("{}", "t=1,v1=00"), params({}));
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ message: "Stripe webhooks are not configured" });
      });
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    }
  });
});

// ---- The sync /subscribe asks for once the Payment Element reports success. ----

async function sync(cookie?: string, body: unknown = {}) {
  const res = await syncPOST(jsonRequest("/api/billing/sync", body, { cookie }), params({}));
  return { status: res.status, body: await res.json() };
}

/** A free user whose subscription startSubscription created, and who then confirmed (or not) the card. */
async function checkout(stripeStatus: "active" | "incomplete") {
  const user = await createUser({ tokensRemaining: 3 });
  await billing.startSubscription(await getDb(), user, new Date());
  const row = await storedRow(user.id);
  fake.subs.get(row.subscriptionId!)!.status = stripeStatus;
  fake.calls = [];
  return { user, row };
}

describe("Stripe billing: sync after the card form", () => {
  it("makes the user pro with 500 tokens when Stripe reports the subscription active; the later webhook changes nothing", async () => {
    const { user, row } = await checkout("active");
    expect(await sync(user.cookie)).toEqual({ status: 200, body: { plan: "pro" } });
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/subscriptions/${row.subscriptionId}`]);
    expect(await reloadUser(user.id)).toMatchObject({ plan: "pro", tokensRemaining: 500, totalTokens: 500 });
    expect((await storedRow(user.id)).status).toBe("active");

    await deliver({ type: "invoice.paid", object: paidInvoice(row.stripeCustomerId, row.subscriptionId!) });
    expect((await reloadUser(user.id)).tokensRemaining).toBe(500);
    const log = await (await getDb()).select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(log.map((a) => a.description)).toEqual(["Upgraded to PRO (Stripe)"]);
  });

  it("leaves the user free while Stripe still reports the subscription incomplete, whatever the browser claims", async () => {
    const { user } = await checkout("incomplete");
    expect(await sync(user.cookie, { plan: "pro", status: "active", subscriptionId: "sub_someone_elses" })).toEqual({
      status: 200,
      body: { plan: "free" },
    });
    expect(await reloadUser(user.id)).toMatchObject({ plan: "free", tokensRemaining: 3 });
    expect((await storedRow(user.id)).status).toBe("incomplete");
  });

  it("asks Stripe nothing for a user without a billing row, or one already pro", async () => {
    const stranger = await createUser();
    expect(await sync(stranger.cookie)).toEqual({ status: 200, body: { plan: "free" } });
    const pro = await createUser({ plan: "pro" });
    expect(await sync(pro.cookie)).toEqual({ status: 200, body: { plan: "pro" } });
    expect(fake.calls).toHaveLength(0);
    expect((await reloadUser(stranger.id)).plan).toBe("free");
  });

  it("answers 200 with the current plan when Stripe fails, and logs why without the key", async () => {
    const { user } = await checkout("active");
    fake.mode = "fail";
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await sync(user.cookie)).toEqual({ status: 200, body: { plan: "free" } });
      const logged = warn.mock.calls.map((args) => args.join(" ")).join("\n");
      expect(logged).toContain("An unknown error occurred");
      expect(logged).not.toContain("sk_test");
    } finally {
      warn.mockRestore();
    }
    expect((await reloadUser(user.id)).plan).toBe("free");
  });

  it("refuses signed-out visitors with 401", async () => {
    expect(await sync(undefined)).toMatchObject({ status: 401 });
    expect(fake.calls).toHaveLength(0);
  });
});
