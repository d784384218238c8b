import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";
import { analysisOutcomes } from "@/lib/track-record/tables";
import { GET, POST } from "@/app/api/saved-analyses/route";
import { DELETE } from "@/app/api/saved-analyses/[id]/route";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { getRequest, jsonRequest, params } from "../helpers/request";
import { insertAnalysis } from "../helpers/analyses";

useTestDb();

// An analyses row written directly: these tests are about saving, not the engine.
async function createAnalysis(userId: string) {
  const row = await insertAnalysis(userId, {
    entryPrice: 190,
    stopLoss: 185,
    takeProfit1: 195,
    takeProfit2: 200,
    result: { symbol: "AAPL" },
  });
  return row;
}

const save = (cookie: string | undefined, body: unknown) =>
  POST(jsonRequest("/api/saved-analyses", body, { cookie }), params({}));

describe("saved analyses", () => {
  it("saves once per analysis, lists it with its data, and deletes it", async () => {
    const user = await createUser();
    const analysis = await createAnalysis(user.id);
    const first = await save(user.cookie, { analysisId: analysis.id });
    expect(first.status).toBe(201);
    const again = await (await save(user.cookie, { analysisId: analysis.id })).json();
    expect(again.id).toBe((await first.json()).id);

    const list = await (await GET(getRequest("/api/saved-analyses", user.cookie), params({}))).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ symbol: "AAPL", sentiment: "BUY", analysisData: { symbol: "AAPL" } });

    const del = await DELETE(
      jsonRequest(`/api/saved-analyses/${again.id}`, undefined, { cookie: user.cookie, method: "DELETE" }),
      params({ id: again.id }),
    );
    expect(del.status).toBe(200);
    expect(await (await GET(getRequest("/api/saved-analyses", user.cookie), params({}))).json()).toHaveLength(0);
  });

  it("lists the instrument's name, the verdict, the levels and the call's outcome", async () => {
    const user = await createUser();
    const db = await getDb();
    const fx = await insertAnalysis(user.id, {
      symbol: "EURUSD=X",
      investmentType: "intraday",
      recommendation: "SELL",
      entryPrice: 1.08,
      stopLoss: 1.09,
      takeProfit1: 1.07,
      takeProfit2: 1.065,
      successProbability: 60,
      leverage: 30,
      riskPercentage: 1,
      result: { symbol: "EURUSD=X", instrumentName: "EUR/USD" },
    });
    await db.insert(analysisOutcomes).values({ analysisId: fx.id, status: "loss", exitPrice: 1.09 });
    const plain = await createAnalysis(user.id);
    await save(user.cookie, { analysisId: fx.id });
    await save(user.cookie, { analysisId: plain.id });

    const list = await (await GET(getRequest("/api/saved-analyses", user.cookie), params({}))).json();
    const byId = Object.fromEntries(list.map((row: { analysisId: string }) => [row.analysisId, row]));
    expect(byId[fx.id]).toMatchObject({
      symbol: "EURUSD=X",
      instrumentName: "EUR/USD",
      sentiment: "SELL",
      outcome: "loss",
      levels: { entryPrice: 1.08, stopLoss: 1.09, takeProfit1: 1.07, takeProfit2: 1.065 },
    });
    // Not resolved yet (no outcome row): null, and the symbol stands in for a missing name.
    expect(byId[plain.id]).toMatchObject({
      instrumentName: "AAPL",
      outcome: null,
      levels: { entryPrice: 190, stopLoss: 185 },
    });
  });

  it("lists an AVOID without levels, as its result shows none", async () => {
    const user = await createUser();
    const db = await getDb();
    const plain = await createAnalysis(user.id);
    await db.update(analyses).set({ recommendation: "AVOID" }).where(eq(analyses.id, plain.id));
    await save(user.cookie, { analysisId: plain.id });
    const [row] = await (await GET(getRequest("/api/saved-analyses", user.cookie), params({}))).json();
    expect(row).toMatchObject({ sentiment: "AVOID", levels: null });
  });

  it("refuses the signed-out (401) and hides other users' rows (404)", async () => {
    const owner = await createUser();
    const other = await createUser();
    const analysis = await createAnalysis(owner.id);
    expect((await save(undefined, { analysisId: analysis.id })).status).toBe(401);
    expect((await save(other.cookie, { analysisId: analysis.id })).status).toBe(404);
    const saved = await (await save(owner.cookie, { analysisId: analysis.id })).json();
    const del = await DELETE(
      jsonRequest(`/api/saved-analyses/${saved.id}`, undefined, { cookie: other.cookie, method: "DELETE" }),
      params({ id: saved.id }),
    );
    expect(del.status).toBe(404);
    expect((await save(owner.cookie, {})).status).toBe(400);
  });
});
