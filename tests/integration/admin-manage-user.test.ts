import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tmpdir } from "node:os";
import type Stripe from "stripe";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { activityLog, users, userSessions } from "@/lib/auth/tables";
import { analyses, analysisImages } from "@/lib/analysis/tables";
import { analysisOutcomes } from "@/lib/track-record/tables";
import { savedAnalyses } from "@/lib/saved/tables";
import { simulations } from "@/lib/simulator/tables";
import { patternObservations } from "@/lib/learning/tables";
import { billingCustomers } from "@/lib/billing/tables";
import { emailOutbox } from "@/lib/email/tables";
import { useTestDb } from "../helpers/db";
import { getRequest, jsonRequest, params } from "../helpers/request";
import { createUser, reloadUser } from "../helpers/users";
import { insertAnalysis } from "../helpers/analyses";

// Stripe is configured (so cancelling goes to "Stripe"), served by a fake on loopback.
process.env.STRIPE_SECRET_KEY = "sk_test_admin";
process.env.STRIPE_PRICE_ID = "price_pro_monthly";
process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = "pk_test_admin";

let mockStripePort = 0;
jest.mock("stripe", () => {
  const Actual = jest.requireActual<typeof Stripe>("stripe");
  return class LoopbackStripe extends Actual {
    constructor(key: string, config: Stripe.StripeConfig = {}) {
      super(key, { host: "127.0.0.1", port: mockStripePort, protocol: "http", maxNetworkRetries: 0, ...config });
    }
  };
});

// Screenshots on disk, in a folder of this test's own.
const mockRoot = path.join(tmpdir(), `cw-admin-shots-${process.pid}`);
jest.mock("@/lib/storage", () => {
  const actual = jest.requireActual("@/lib/storage");
  return { ...actual, screenshotStorage: () => actual.filesystemStorage(mockRoot) };
});

useTestDb();

const fake = { calls: [] as { method: string; path: string }[], fail: false };
function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  fake.calls.push({ method: req.method ?? "", path: url.pathname });
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": "req_1" });
    res.end(JSON.stringify(body));
  };
  if (fake.fail) return send(500, { error: { type: "api_error", message: "Stripe is down" } });
  const m = url.pathname.match(/^\/v1\/subscriptions\/(\w+)$/);
  if (req.method === "DELETE" && m)
    return send(200, {
      id: m[1],
      object: "subscription",
      status: "canceled",
      customer: "cus_1",
      items: { object: "list", data: [] },
    });
  send(404, { error: { type: "invalid_request_error", message: "No such route" } });
}

let server: Server;
type Handler = (req: Request, ctx?: ReturnType<typeof params>) => Promise<Response>;
let manage: Handler, login: Handler, me: Handler;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  mockStripePort = (server.address() as AddressInfo).port;
  ({ POST: manage } = await import("@/app/api/admin/manage-user/[id]/[action]/route"));
  ({ POST: login } = await import("@/app/api/auth/login/route"));
  ({ GET: me } = await import("@/app/api/auth/user/route"));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  fake.calls = [];
  fake.fail = false;
  jest.spyOn(console, "warn").mockImplementation(() => undefined); // the expected Stripe failures
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => rmSync(mockRoot, { recursive: true, force: true }));

const act = (admin: { cookie: string }, id: string, action: string) =>
  manage(
    jsonRequest(`/api/admin/manage-user/${id}/${action}`, undefined, { cookie: admin.cookie }),
    params({ id, action }),
  );

async function payingUser(extra: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser({ plan: "pro", tokensRemaining: 120, ...extra });
  await (await getDb()).insert(billingCustomers).values({
    userId: user.id,
    stripeCustomerId: `cus_${user.id}`,
    subscriptionId: `sub_${user.id.replace(/\W/g, "")}`,
    status: "active",
  });
  return user;
}

async function addAnalysis(userId: string, storageKey: string) {
  const db = await getDb();
  const a = await insertAnalysis(userId);
  await db
    .insert(analysisImages)
    .values({ analysisId: a.id, role: "chart", mime: "image/jpeg", storageKey, size: 3, sha256: storageKey });
  mkdirSync(path.dirname(path.join(mockRoot, storageKey)), { recursive: true });
  writeFileSync(path.join(mockRoot, storageKey), "jpg");
  return a;
}

describe("POST /api/admin/manage-user/{id}/upgrade-permanent", () => {
  it("makes the user PRO for good with 500 tokens, cancels their Stripe subscription and logs the admin", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await payingUser();
    const res = await act(admin, user.id, "upgrade-permanent");
    expect(res.status).toBe(200);
    expect(await reloadUser(user.id)).toMatchObject({
      plan: "pro",
      permanentPro: true,
      tokensRemaining: 500,
      totalTokens: 500,
    });
    expect(fake.calls).toEqual([{ method: "DELETE", path: `/v1/subscriptions/sub_${user.id.replace(/\W/g, "")}` }]);
    const [row] = await (await getDb()).select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    expect(row.status).toBe("canceled");
    const log = await (await getDb()).select().from(activityLog).where(eq(activityLog.userId, admin.id));
    expect(log.map((l) => [l.kind, l.description])).toContainEqual([
      "admin_action",
      `Upgraded ${user.email} to permanent PRO (500 monthly tokens, no charges)`,
    ]);
  });

  it("changes nothing when Stripe cannot cancel, and says so", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await payingUser({ plan: "free" });
    fake.fail = true;
    const res = await act(admin, user.id, "upgrade-permanent");
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe("Could not cancel the Stripe subscription. Please try again.");
    expect(await reloadUser(user.id)).toMatchObject({ plan: "free", permanentPro: false });
  });

  it("upgrades a user with no subscription without calling Stripe", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser({
      plan: "trial",
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 86_400_000),
    });
    expect((await act(admin, user.id, "upgrade-permanent")).status).toBe(200);
    expect(fake.calls).toEqual([]);
    expect((await reloadUser(user.id)).plan).toBe("pro");
  });
});

describe("POST /api/admin/manage-user/{id}/delete", () => {
  it("removes the user and everything of theirs, ends their session and login, and cancels Stripe first", async () => {
    const db = await getDb();
    const admin = await createUser({ role: "admin" });
    const user = await payingUser({ email: "leaving@example.com", password: "secret-pass-1" });
    const other = await createUser();
    const mine = await addAnalysis(user.id, "ab/only-mine.jpg");
    const shared = await addAnalysis(user.id, "cd/shared.jpg");
    const theirs = await addAnalysis(other.id, "cd/shared.jpg"); // an identical upload by someone else
    await db.insert(analysisOutcomes).values({ analysisId: mine.id });
    await db.insert(savedAnalyses).values({ userId: user.id, analysisId: shared.id, title: "mine" });
    await db.insert(simulations).values({ userId: user.id, request: {}, result: {} });
    await db.insert(activityLog).values({ userId: user.id, kind: "analysis", description: "did things" });
    await db.insert(patternObservations).values({
      userId: user.id,
      analysisId: mine.id,
      symbol: "AAPL",
      patternType: "flag",
      direction: "BULLISH",
      confidence: 70,
      priceAtDetection: 1,
    });
    await db.insert(emailOutbox).values([
      { userId: user.id, kind: "welcome", recipient: "leaving@example.com", subject: "Welcome", body: "hi" },
      { userId: other.id, kind: "welcome", recipient: "staying@example.com", subject: "Welcome", body: "hi" },
    ]);
    expect((await me(getRequest("/api/auth/user", user.cookie))).status).toBe(200);

    const res = await act(admin, user.id, "delete");
    expect(res.status).toBe(200);

    expect(fake.calls.map((c) => c.method)).toEqual(["DELETE"]);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const ids = [mine.id, shared.id];
    expect(await db.select().from(analyses).where(eq(analyses.userId, user.id))).toEqual([]);
    expect(await db.select().from(analysisImages).where(inArray(analysisImages.analysisId, ids))).toEqual([]);
    expect(await db.select().from(analysisOutcomes).where(inArray(analysisOutcomes.analysisId, ids))).toEqual([]);
    expect(await db.select().from(savedAnalyses).where(eq(savedAnalyses.userId, user.id))).toEqual([]);
    expect(await db.select().from(simulations).where(eq(simulations.userId, user.id))).toEqual([]);
    expect(await db.select().from(activityLog).where(eq(activityLog.userId, user.id))).toEqual([]);
    expect(await db.select().from(patternObservations).where(eq(patternObservations.userId, user.id))).toEqual([]);
    expect(await db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toEqual([]);
    // Their queued welcome e-mail leaves the outbox with them; another user's stays.
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "leaving@example.com"))).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, other.id))).toHaveLength(1);
    // Their own file is gone; the identical upload another user still has is kept.
    expect(existsSync(path.join(mockRoot, "ab/only-mine.jpg"))).toBe(false);
    expect(existsSync(path.join(mockRoot, "cd/shared.jpg"))).toBe(true);
    expect(await db.select().from(analyses).where(eq(analyses.id, theirs.id))).toHaveLength(1);

    expect((await me(getRequest("/api/auth/user", user.cookie))).status).toBe(401);
    const again = await login(
      jsonRequest(
        "/api/auth/login",
        { email: "leaving@example.com", password: "secret-pass-1" },
        { headers: { "x-forwarded-for": "10.9.9.9" } },
      ),
    );
    expect(again.status).toBe(401);
    const log = await db.select().from(activityLog).where(eq(activityLog.userId, admin.id));
    expect(log.map((l) => l.description)).toContain("Deleted user leaving@example.com and all their data");
  });

  it("keeps everything when the Stripe cancellation fails", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await payingUser();
    fake.fail = true;
    expect((await act(admin, user.id, "delete")).status).toBe(502);
    expect(await reloadUser(user.id)).toBeDefined();
    expect((await me(getRequest("/api/auth/user", user.cookie))).status).toBe(200);
  });
});
