import { ExtendedCookieJar } from "yahoo-finance2/lib/cookieJar";
import { getCrumbClear } from "yahoo-finance2/lib/getCrumb";
import { getDb } from "@/lib/db/client";
import { providerState } from "@/lib/providers/tables";
import { readHealth } from "@/lib/providers/market/health";
import { dbStateStore } from "@/lib/providers/market/state";
import { createYahooMarket } from "@/lib/providers/market/yahoo";
import { fixtureFetch } from "@/tests/helpers/yahoo-fixture-fetch";
import { useTestDb } from "../helpers/db";
import { eventually } from "../helpers/eventually";

useTestDb();

const fresh = async () => {
  await getCrumbClear(new ExtendedCookieJar());
  const net = fixtureFetch();
  return { net, market: createYahooMarket({ fetch: net.fetch, state: dbStateStore, sleep: async () => {} }) };
};

describe("Yahoo session and health in provider_state", () => {
  it("keeps the cookie/crumb session in the database so a new instance skips the consent flow", async () => {
    const first = await fresh();
    await first.market.quotes(["AAPL"]);
    // Health is written after the answer is returned: wait for the row, not for a guessed delay.
    await eventually(async () => {
      const rows = await (await getDb()).select().from(providerState);
      expect(rows.map((r) => r.key).sort()).toEqual(["market.yahoo.health", "market.yahoo.session"]);
    });

    const cold = await fresh();
    const [q] = await cold.market.quotes(["AAPL"]);
    expect(q.price).toBe(333.69);
    expect(cold.net.requests.map((r) => new URL(r.url).pathname)).toEqual(["/v7/finance/quote"]);
  });

  it("reports the provider's health for the system-health page", async () => {
    const { market } = await fresh();
    await market.quotes(["AAPL"]);
    const health = await eventually(async () => {
      const h = await readHealth(dbStateStore);
      expect(h).toMatchObject({ apiHealth: "operational", testSymbol: "AAPL", testPrice: 333.69, lastCall: "quote" });
      return h;
    });
    expect(health.responseTime).toBeGreaterThanOrEqual(0);
  });
});
