import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { priceAlerts, pushSubscriptions } from "@/lib/alerts/tables";
import { marketData } from "@/lib/providers/market";
import { GET as list, POST as create } from "@/app/api/alerts/route";
import { DELETE as remove, PATCH as patch } from "@/app/api/alerts/[id]/route";
import { POST as fromAnalysis } from "@/app/api/alerts/from-analysis/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/alerts/settings/route";
import { POST as subscribe } from "@/app/api/alerts/push/route";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { getRequest, jsonRequest, params } from "../helpers/request";

useTestDb();

const price = async (symbol: string) => (await marketData.quotes([symbol]))[0].price;
const post = (cookie: string, body: unknown) => create(jsonRequest("/api/alerts", body, { cookie }), params({}));

async function callFor(userId: string, entry: number) {
  const db = await getDb();
  const [row] = await db
    .insert(analyses)
    .values({
      userId,
      symbol: "EURUSD=X",
      investmentType: "intraday",
      recommendation: "BUY",
      entryPrice: entry,
      stopLoss: entry * 0.996,
      takeProfit1: entry * 1.008,
      takeProfit2: entry * 1.012,
      successProbability: 60,
      leverage: 1,
      riskPercentage: 1,
      budget: 1000,
      engine: "builtin",
      dataSource: "demo",
      input: {},
      result: {},
    })
    .returning();
  return row;
}

describe("alerts API", () => {
  it("creates, lists, edits, pauses and deletes an own alert; the side comes from the price", async () => {
    const trader = await createUser();
    const p = await price("AAPL");
    const res = await post(trader.cookie, { symbol: "aapl", level: p * 1.05 });
    expect(res.status).toBe(201);
    const alert = await res.json();
    expect(alert).toMatchObject({ symbol: "AAPL", status: "active", direction: "above", kind: "level" });

    const edited = await patch(
      jsonRequest(
        `/api/alerts/${alert.id}`,
        { level: p * 0.95, status: "paused" },
        { method: "PATCH", cookie: trader.cookie },
      ),
      params({ id: alert.id }),
    );
    expect(await edited.json()).toMatchObject({ direction: "below", status: "paused" });
    const listed = await (await list(getRequest("/api/alerts", trader.cookie), params({}))).json();
    expect(listed.alerts).toHaveLength(1);
    expect(listed.limit).toBe(50);
    // The edit dialog checks a new level against this price, as the server does.
    expect(listed.prices).toEqual({ AAPL: p });

    const del = await remove(
      jsonRequest(`/api/alerts/${alert.id}`, undefined, { method: "DELETE", cookie: trader.cookie }),
      params({ id: alert.id }),
    );
    expect(del.status).toBe(200);
  });

  it("another trader's alert answers 404 to reading, changing and deleting", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const alert = await (await post(owner.cookie, { symbol: "AAPL", level: (await price("AAPL")) * 1.02 })).json();
    const edit = await patch(
      jsonRequest(`/api/alerts/${alert.id}`, { status: "paused" }, { method: "PATCH", cookie: stranger.cookie }),
      params({ id: alert.id }),
    );
    expect(edit.status).toBe(404);
    const del = await remove(
      jsonRequest(`/api/alerts/${alert.id}`, undefined, { method: "DELETE", cookie: stranger.cookie }),
      params({ id: alert.id }),
    );
    expect(del.status).toBe(404);
    const theirs = await (await list(getRequest("/api/alerts", stranger.cookie), params({}))).json();
    expect(theirs.alerts).toHaveLength(0);
  });

  it("refuses a level that is not positive or more than 50% from the price", async () => {
    const trader = await createUser();
    const p = await price("AAPL");
    expect((await post(trader.cookie, { symbol: "AAPL", level: -1 })).status).toBe(400);
    const far = await post(trader.cookie, { symbol: "AAPL", level: p * 1.6 });
    expect(far.status).toBe(400);
    expect((await far.json()).message).toBe("The level must be within 50% of the current price");
    expect((await post(trader.cookie, { symbol: "NOPE123", level: 10 })).status).toBe(400);
  });

  it("enforces 50 active alerts on the free plan and 500 on Pro, on the server", async () => {
    const free = await createUser();
    const db = await getDb();
    const seed = (userId: string, n: number) =>
      db.insert(priceAlerts).values(
        Array.from({ length: n }, () => ({
          userId,
          symbol: "AAPL",
          level: 100,
          direction: "above" as const,
          checkedUntil: new Date(),
        })),
      );
    await seed(free.id, 49);
    const p = await price("AAPL");
    expect((await post(free.cookie, { symbol: "AAPL", level: p * 1.1 })).status).toBe(201);
    const over = await post(free.cookie, { symbol: "AAPL", level: p * 1.1 });
    expect(over.status).toBe(403);
    expect((await over.json()).reason).toBe("alert_limit");

    const pro = await createUser({ plan: "pro" });
    await seed(pro.id, 499);
    expect((await post(pro.cookie, { symbol: "AAPL", level: p * 1.1 })).status).toBe(201);
    expect((await post(pro.cookie, { symbol: "AAPL", level: p * 1.1 })).status).toBe(403);
  });

  it("'Alert me' on a call makes one alert per chosen level; someone else's call is 404", async () => {
    const trader = await createUser();
    const call = await callFor(trader.id, await price("EURUSD=X"));
    const res = await fromAnalysis(
      jsonRequest(
        "/api/alerts/from-analysis",
        { analysisId: call.id, roles: ["stop", "tp1"] },
        { cookie: trader.cookie },
      ),
      params({}),
    );
    expect(res.status).toBe(201);
    const { alerts } = await res.json();
    expect(
      alerts.map((a: { role: string; level: number; direction: string }) => [a.role, a.level, a.direction]),
    ).toEqual([
      ["stop", call.stopLoss, "below"],
      ["tp1", call.takeProfit1, "above"],
    ]);
    const stranger = await createUser();
    const theirs = await fromAnalysis(
      jsonRequest("/api/alerts/from-analysis", { analysisId: call.id, roles: ["entry"] }, { cookie: stranger.cookie }),
      params({}),
    );
    expect(theirs.status).toBe(404);
  });

  it("keeps channels, quiet hours and time zone; refuses an unknown zone", async () => {
    const trader = await createUser();
    const defaults = await (await getSettings(getRequest("/api/alerts/settings", trader.cookie), params({}))).json();
    expect(defaults).toMatchObject({ email: true, push: false, timeZone: "UTC" });
    const settings = {
      email: false,
      push: true,
      quietStart: 1320,
      quietEnd: 420,
      timeZone: "Europe/Berlin",
      quietMode: "drop",
    };
    const put = (body: unknown) =>
      putSettings(jsonRequest("/api/alerts/settings", body, { method: "PUT", cookie: trader.cookie }), params({}));
    expect(await (await put(settings)).json()).toEqual(settings);
    expect((await put({ ...settings, timeZone: "Mars/Olympus" })).status).toBe(400);
  });

  it("takes only https push endpoints on the public internet; a deleted account takes its alerts along", async () => {
    const trader = await createUser();
    const sub = (endpoint: string) =>
      subscribe(
        jsonRequest("/api/alerts/push", { endpoint, keys: { p256dh: "k", auth: "a" } }, { cookie: trader.cookie }),
        params({}),
      );
    expect((await sub("http://push.example.com/x")).status).toBe(400);
    expect((await sub("https://127.0.0.1/x")).status).toBe(400);
    expect((await sub("https://192.168.0.10/x")).status).toBe(400);
    expect((await sub("https://169.254.169.254/x")).status).toBe(400);
    expect((await sub("https://push.example.com/x")).status).toBe(201);
    await post(trader.cookie, { symbol: "AAPL", level: (await price("AAPL")) * 1.01 });

    const db = await getDb();
    await db.delete(users).where(eq(users.id, trader.id));
    expect(await db.select().from(priceAlerts).where(eq(priceAlerts.userId, trader.id))).toHaveLength(0);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, trader.id))).toHaveLength(0);
  });
});
