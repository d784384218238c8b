import { GET as personalScore } from "@/app/api/dashboard/personal-score/route";
import { useTestDb } from "../helpers/db";
import { getRequest } from "../helpers/request";
import { createUser } from "../helpers/users";
import { insertAnalysis, setOutcome } from "./dashboard-fixtures";

useTestDb();

const DAY = 86_400_000;
const get = (cookie?: string) => personalScore(getRequest("/api/dashboard/personal-score", cookie));

describe("GET /api/dashboard/personal-score plan matrix", () => {
  it("answers 401 signed out, 403 free, 200 on trial, pro and admin", async () => {
    const free = await createUser();
    const expiredTrial = await createUser({
      plan: "trial",
      trialStartedAt: new Date(Date.now() - 9 * DAY),
      trialEndsAt: new Date(Date.now() - 2 * DAY),
    });
    const trial = await createUser({
      plan: "trial",
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 7 * DAY),
    });
    const pro = await createUser({ plan: "pro" });
    const admin = await createUser({ role: "admin" });
    expect((await get()).status).toBe(401);
    const refused = await get(free.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/PRO plan or an active trial/);
    expect((await get(expiredTrial.cookie)).status).toBe(403);
    for (const u of [trial, pro, admin]) expect((await get(u.cookie)).status).toBe(200);
  });
});

describe("personal score from real activity", () => {
  it("starts a new user as a Beginner with advice to get going", async () => {
    const user = await createUser({ plan: "pro" });
    const body = await (await get(user.cookie)).json();
    expect(body).toMatchObject({
      score: 0,
      level: "Beginner",
      totalTrades: 0,
      winRate: 0,
      breakdown: { experience: 0, accuracy: 0, consistency: 0 },
    });
    expect(body.dailyTips).toContain(
      "You have run 0 analyses so far: one a day on the symbols you follow builds experience fastest.",
    );
  });

  it("grows with analyses, resolved wins and recent activity", async () => {
    const user = await createUser({ plan: "pro", createdAt: new Date(Date.now() - 90 * DAY) });
    for (let i = 0; i < 10; i++) {
      const a = await insertAnalysis(user.id, { createdAt: new Date(Date.now() - i * 7 * DAY + 3600_000) });
      await setOutcome(a.id, i < 8 ? "win" : "loss");
    }
    const body = await (await get(user.cookie)).json();
    // experience 4 (analyses) + 0 (simulations) + 10 (tenure); accuracy 40 * 0.8; consistency 8 of 8 weeks.
    expect(body.breakdown).toEqual({ experience: 14, accuracy: 32, consistency: 20 });
    expect(body).toMatchObject({ score: 66, level: "Advanced", totalTrades: 10, winRate: 80 });
  });
});
