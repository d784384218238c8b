import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { activityLog } from "@/lib/auth/tables";
import { expireTrials, refillMonthlyTokens } from "@/lib/account/refill";
import { POST as startTrial } from "@/app/api/auth/start-trial/route";
import { useTestDb } from "../helpers/db";
import { jsonRequest } from "../helpers/request";
import { createUser, reloadUser } from "../helpers/users";

useTestDb();

const start = (cookie?: string) => startTrial(jsonRequest("/api/auth/start-trial", {}, { cookie }));
const DAY = 86_400_000;

describe("POST /api/auth/start-trial", () => {
  it("refuses a signed-out visitor", async () => {
    expect((await start()).status).toBe(401);
  });

  it("starts a 7-day trial with 100 tokens once, then answers 409", async () => {
    const user = await createUser({ tokensRemaining: 12 });
    const first = await start(user.cookie);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.message).toBe("You now have 7 days of full access with 100 tokens!");
    expect(body.user).toMatchObject({ plan: "trial", tokensRemaining: 100, hasProAccess: true, daysRemaining: 7 });

    const saved = await reloadUser(user.id);
    expect(saved.trialEndsAt!.getTime() - saved.trialStartedAt!.getTime()).toBe(7 * DAY);
    const db = await getDb();
    const rows = await db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(rows.map((r) => r.kind)).toEqual(["trial_started"]);

    const second = await start(user.cookie);
    expect(second.status).toBe(409);
    expect((await second.json()).message).toMatch(/already used your free trial/);
  });

  it("starts only one trial when two requests race", async () => {
    const user = await createUser();
    const statuses = (await Promise.all([start(user.cookie), start(user.cookie)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it("answers 409 to pro users and admins", async () => {
    const pro = await createUser({ plan: "pro" });
    const admin = await createUser({ role: "admin" });
    const proRes = await start(pro.cookie);
    expect(proRes.status).toBe(409);
    expect((await proRes.json()).message).toBe("You're already a PRO user!");
    expect((await start(admin.cookie)).status).toBe(409);
  });

  it("refuses a user whose trial already ended", async () => {
    const user = await createUser({
      trialStartedAt: new Date(Date.now() - 10 * DAY),
      trialEndsAt: new Date(Date.now() - 3 * DAY),
    });
    expect((await start(user.cookie)).status).toBe(409);
  });
});

describe("monthly refill", () => {
  it("resets each user whose refill is a month old to the plan's allowance, once", async () => {
    const now = new Date("2026-05-20T12:00:00Z");
    const old = new Date("2026-04-19T00:00:00Z");
    const free = await createUser({ plan: "free", tokensRemaining: 3, usedTokens: 47, tokensRefilledAt: old });
    const pro = await createUser({ plan: "pro", tokensRemaining: 0, usedTokens: 500, tokensRefilledAt: old });
    const admin = await createUser({ role: "admin", tokensRemaining: 7, tokensRefilledAt: old });
    const recent = await createUser({
      plan: "free",
      tokensRemaining: 3,
      tokensRefilledAt: new Date("2026-05-01T00:00:00Z"),
    });

    await refillMonthlyTokens(await getDb(), now);
    expect(await reloadUser(free.id)).toMatchObject({
      tokensRemaining: 50,
      usedTokens: 0,
      totalTokens: 50,
      tokensRefilledAt: now,
    });
    expect(await reloadUser(pro.id)).toMatchObject({ tokensRemaining: 500, totalTokens: 500 });
    expect((await reloadUser(admin.id)).tokensRemaining).toBe(500);
    expect((await reloadUser(recent.id)).tokensRemaining).toBe(3);

    // A second (or concurrent) run the same hour changes nothing.
    const again = await refillMonthlyTokens(await getDb(), new Date(now.getTime() + 60_000));
    expect(again.refilled).toBe(0);
  });
});

describe("trial expiry", () => {
  it("moves an ended trial back to free and caps its tokens at the free allowance", async () => {
    const now = new Date();
    const ended = await createUser({
      plan: "trial",
      tokensRemaining: 80,
      trialStartedAt: new Date(now.getTime() - 8 * DAY),
      trialEndsAt: new Date(now.getTime() - DAY),
    });
    const running = await createUser({
      plan: "trial",
      tokensRemaining: 80,
      trialStartedAt: new Date(now.getTime() - DAY),
      trialEndsAt: new Date(now.getTime() + 6 * DAY),
    });
    await expireTrials(await getDb(), now);
    expect(await reloadUser(ended.id)).toMatchObject({ plan: "free", tokensRemaining: 50, totalTokens: 50 });
    expect(await reloadUser(running.id)).toMatchObject({ plan: "trial", tokensRemaining: 80 });
  });
});
