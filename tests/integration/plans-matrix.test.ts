import { GET as personalScore } from "@/app/api/dashboard/personal-score/route";
import { GET as tradeIdeas } from "@/app/api/dashboard/trade-ideas/route";
import { POST as simulate } from "@/app/api/trade-simulator/route";
import { useTestDb } from "../helpers/db";
import { getRequest, jsonRequest } from "../helpers/request";
import { createUser } from "../helpers/users";

useTestDb();

// Every PRO endpoint, enforced on the server: signed out 401, free (and an ended trial) 403,
// an active trial, pro and admin 200.
const DAY = 86_400_000;
const tradeDate = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
const endpoints: [string, (cookie?: string) => Promise<Response>][] = [
  ["GET /api/dashboard/personal-score", (c) => personalScore(getRequest("/api/dashboard/personal-score", c))],
  ["GET /api/dashboard/trade-ideas", (c) => tradeIdeas(getRequest("/api/dashboard/trade-ideas", c))],
  [
    "POST /api/trade-simulator",
    (c) =>
      simulate(
        jsonRequest(
          "/api/trade-simulator",
          {
            ticker: "AAPL",
            investmentAmount: 1000,
            tradeType: "swing",
            entryPrice: 200,
            stopLoss: 190,
            takeProfit: 220,
            tradeDate,
            leverage: 1,
          },
          { cookie: c },
        ),
      ),
  ],
];

describe.each(endpoints)("%s plan matrix", (_name, call) => {
  it("answers 401 signed out, 403 free or ended trial, 200 on trial, pro and admin", async () => {
    const free = await createUser();
    const ended = await createUser({
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

    expect((await call()).status).toBe(401);
    const refused = await call(free.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      "This feature requires a PRO plan or an active trial. Upgrade to PRO to unlock it.",
    );
    expect((await call(ended.cookie)).status).toBe(403);
    for (const u of [trial, pro, admin]) expect((await call(u.cookie)).status).toBe(200);
  });
});
