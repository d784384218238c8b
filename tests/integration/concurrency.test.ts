// First: lib/env reads process.env once, on first import.
import { WEBHOOK_SECRET } from "./concurrency-env";
import Stripe from "stripe";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { activityLog } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { saveAnalysis } from "@/lib/analysis/store";
import { databaseStorage } from "@/lib/storage";
import { patternMemory } from "@/lib/learning/pattern-memory";
import { callLedger } from "@/lib/track-record/call-ledger";
import { billingCustomers } from "@/lib/billing/tables";
import { confirmDemoPayment, demoBilling } from "@/lib/billing/demo";
import type { AnalysisResult } from "@/lib/analysis/types";
import type { CreateAnalysisInput } from "@/lib/analysis/schemas";
import { useTestDb } from "../helpers/db";
import { BASE, params } from "../helpers/request";
import { createUser, reloadUser } from "../helpers/users";
import { analysisRequest, validFields } from "./analysis-helpers";

// The guards that keep money and tokens right when requests overlap, exercised on the guard
// itself. On PGlite the route-level checks (the session's token count, a read-before-write) would
// refuse most overlapping requests before they reach the guarded statement, so these tests call
// the guarded code directly with several callers that all passed those earlier checks.

useTestDb();
jest.setTimeout(60_000);

const PARALLEL = 8;
const signer = new Stripe("sk_test_signer");

describe("the token guard (saveAnalysis)", () => {
  it("spends the last token once when several saves for a session that still shows 1 token overlap", async () => {
    // One real analysis gives a realistic result to save again under new ids.
    const { POST: ANALYZE } = await import("@/app/api/analyses/route");
    const user = await createUser({ tokensRemaining: 2, usedTokens: 48 });
    const res = await ANALYZE(analysisRequest({ ...validFields, ticker: "AAPL" }, [], { cookie: user.cookie }));
    expect(res.status).toBe(201);
    const { tokensRemaining, ...result } = (await res.json()) as AnalysisResult & { tokensRemaining: number };
    expect(tokensRemaining).toBe(1);

    const db = await getDb();
    const input = { ...validFields, ticker: "AAPL" } as unknown as CreateAnalysisInput;
    const outcomes = await Promise.allSettled(
      Array.from({ length: PARALLEL }, (_, i) =>
        saveAnalysis(db, {
          userId: user.id,
          input,
          result: { ...result, id: `${result.id.slice(0, 20)}${i}x` },
          images: [],
          storage: databaseStorage,
          patterns: patternMemory,
          ledger: callLedger,
        }),
      ),
    );
    const saved = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ value: { tokensRemaining: 0 } });
    expect(refused).toHaveLength(PARALLEL - 1);
    for (const r of refused) expect(r.reason).toMatchObject({ message: "No tokens remaining" });

    expect(await reloadUser(user.id)).toMatchObject({ tokensRemaining: 0, usedTokens: 50 });
    const [rows] = await db.select({ n: count() }).from(analyses).where(eq(analyses.userId, user.id));
    expect(rows.n).toBe(2);
    const logged = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.kind, "analysis")));
    expect(logged).toHaveLength(2);
  });
});

describe("overlapping deliveries of one Stripe event", () => {
  it("upgrades once and answers duplicate to every other copy", async () => {
    const { POST: webhook } = await import("@/app/api/(payments)/stripe/webhook/route");
    const user = await createUser({ tokensRemaining: 3 });
    const db = await getDb();
    const customer = `cus_conc_${user.id.slice(0, 8)}`;
    const subscription = `sub_conc_${user.id.slice(0, 8)}`;
    await db
      .insert(billingCustomers)
      .values({ userId: user.id, stripeCustomerId: customer, subscriptionId: subscription, status: "incomplete" });
    const invoice = {
      id: `in_${subscription}`,
      object: "invoice",
      customer,
      status: "paid",
      parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } },
      lines: {
        object: "list",
        data: [{ id: "il_1", object: "line_item", period: { start: 1_760_000_000, end: 1_762_000_000 } }],
      },
    };
    const payload = JSON.stringify({
      id: `evt_conc_${user.id}`,
      object: "event",
      type: "invoice.paid",
      created: 1_760_000_000,
      data: { object: invoice },
    });
    const deliver = () =>
      webhook(
        new Request(`${BASE}/api/stripe/webhook`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          },
          body: payload,
        }),
        params({}),
      );
    const responses = await Promise.all(Array.from({ length: PARALLEL }, deliver));
    expect(responses.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(bodies.filter((b) => b.duplicate === true)).toHaveLength(PARALLEL - 1);
    expect(bodies.filter((b) => b.duplicate === undefined)).toEqual([{ received: true }]);

    expect(await reloadUser(user.id)).toMatchObject({ plan: "pro", tokensRemaining: 500 });
    const upgrades = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.kind, "subscription")));
    expect(upgrades).toHaveLength(1);
  });
});

describe("overlapping demo-payment confirmations", () => {
  it("activates PRO once when the same payment is confirmed several times at once", async () => {
    const user = await createUser({ tokensRemaining: 3 });
    const db = await getDb();
    const now = new Date("2026-03-02T10:00:00Z");
    const started = await demoBilling.startSubscription(db, user, now);
    if (started.status !== "requires_payment") throw new Error(`unexpected start: ${started.status}`);
    const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
    const outcomes = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () => confirmDemoPayment(db, user, started.clientSecret, card, now)),
    );
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);

    expect(await reloadUser(user.id)).toMatchObject({ plan: "pro", tokensRemaining: 500, totalTokens: 500 });
    const upgrades = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.kind, "subscription")));
    expect(upgrades.map((u) => u.description)).toEqual(["Upgraded to PRO (demo payment)"]);
    const [billing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    expect(billing).toMatchObject({ status: "active", currentPeriodEnd: new Date("2026-04-02T10:00:00Z") });
  });
});
