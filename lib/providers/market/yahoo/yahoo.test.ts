import { eventually } from "@/tests/helpers/eventually";
import { ExtendedCookieJar } from "yahoo-finance2/lib/cookieJar";
import { getCrumbClear } from "yahoo-finance2/lib/getCrumb";
import { HEALTH_KEY, type ProviderHealth } from "../health";
import { memoryStateStore } from "../state";
import { createYahooMarket } from ".";
import { SESSION_KEY } from "./session";
import { fixture, fixtureFetch, type Script } from "@/tests/helpers/yahoo-fixture-fetch";

const noSleep = async () => {};
const NOW = new Date("2026-10-04T12:00:00Z");

async function setup(scripts: Script[] = [], state = memoryStateStore(), timeoutMs = 2_000) {
  await getCrumbClear(new ExtendedCookieJar()); // forget the crumb the library caches per process
  const net = fixtureFetch(scripts);
  const market = createYahooMarket({ fetch: net.fetch, state, sleep: noSleep, timeoutMs, clock: () => NOW });
  return {
    market,
    state,
    ...net,
    hosts: () => net.requests.map((r) => new URL(r.url).hostname + new URL(r.url).pathname),
  };
}

const recordedAapl = fixture("quote-AAPL.json").response.bodyJson as {
  quoteResponse: { result: Record<string, number>[] };
};

describe("Yahoo provider on recorded responses", () => {
  it("gets cookies through the consent redirect, then the crumb, then the quote", async () => {
    const { market, hosts, requests, state } = await setup();
    const [q] = await market.quotes(["aapl"]);
    expect(q).toMatchObject({ symbol: "AAPL", price: 333.69, change: 3.37, source: "yahoo", name: "Apple Inc." });
    expect(q.changePercent).toBeCloseTo(recordedAapl.quoteResponse.result[0].regularMarketChangePercent, 6);
    expect(q.asOf).toBe(new Date(recordedAapl.quoteResponse.result[0].regularMarketTime * 1000).toISOString());
    expect(hosts()).toEqual([
      "finance.yahoo.com/quote/AAPL",
      "guce.yahoo.com/consent",
      "query1.finance.yahoo.com/v1/test/getcrumb",
      "query2.finance.yahoo.com/v7/finance/quote",
    ]);
    const quoteCall = new URL(requests.at(-1)!.url);
    expect(quoteCall.searchParams.get("crumb")).toBe("oXbUtz7LglG");
    expect(requests.at(-1)!.cookie).toMatch(/A3=/);
    expect(await state.load(SESSION_KEY)).toMatchObject({ crumb: "oXbUtz7LglG" });
    // Health is written after the answer is returned: wait for it rather than a fixed 10 ms.
    await eventually(async () =>
      expect(await state.load<ProviderHealth>(HEALTH_KEY)).toMatchObject({
        lastCall: "quote",
        testSymbol: "AAPL",
        testPrice: 333.69,
        recent: [true],
      }),
    );
  });

  it("skips the consent flow on a cold start with the saved session", async () => {
    const first = await setup();
    await first.market.quotes(["AAPL"]);
    const cold = await setup([], first.state);
    await cold.market.quotes(["AAPL"]);
    expect(cold.hosts()).toEqual(["query2.finance.yahoo.com/v7/finance/quote"]);
    expect(new URL(cold.requests[0].url).searchParams.get("crumb")).toBe("oXbUtz7LglG");
  });

  it("asks for several symbols in one request", async () => {
    const { market, requests } = await setup();
    const quotes = await market.quotes(["AAPL", "BABA"]);
    expect(quotes.map((q) => [q.symbol, q.price])).toEqual([
      ["AAPL", 244.6],
      ["BABA", 124.73],
    ]);
    expect(requests.filter((r) => r.url.includes("/v7/finance/quote"))).toHaveLength(1);
  });

  it("reads forex pairs", async () => {
    const { market } = await setup();
    expect(await market.forex(["EUR/USD"])).toEqual([
      expect.objectContaining({ pair: "EUR/USD", symbol: "EURUSD=X", rate: 1.1257458, source: "yahoo" }),
    ]);
  });

  it("turns a chart into candles", async () => {
    const { market } = await setup();
    const bars = await market.candles({
      symbol: "AAPL",
      interval: "1d",
      from: new Date("2020-08-31"),
      to: new Date("2020-11-07"),
    });
    expect(bars).toHaveLength(49);
    expect(bars[0]).toMatchObject({ time: 1598880600, open: 127.58000183105469, close: 129.0399932861328 });
    for (const b of bars) expect(b.low).toBeLessThanOrEqual(b.high);
  });

  it("turns search results into news and quoteSummary into a profile", async () => {
    const { market } = await setup();
    const news = await market.news("AAPL");
    expect(news).toHaveLength(4);
    for (const n of news)
      expect(n).toMatchObject({
        url: expect.stringMatching(/^https:\/\//),
        title: expect.any(String),
        source: expect.any(String),
      });
    expect(await market.profile("AAPL")).toMatchObject({
      symbol: "AAPL",
      sector: "Technology",
      industry: "Consumer Electronics",
    });
  });

  it("does not ask Yahoo for intraday bars older than it keeps", async () => {
    const { market, requests } = await setup();
    const bars = await market.candles({
      symbol: "AAPL",
      interval: "5m",
      from: new Date("2020-08-31"),
      to: new Date("2020-09-02"),
    });
    expect(bars).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it("retries after a 429 and succeeds", async () => {
    const { market, requests } = await setup([{ match: /v7\/finance\/quote/, status: 429, times: 1 }]);
    const [q] = await market.quotes(["AAPL"]);
    expect(q.price).toBe(333.69);
    expect(requests.filter((r) => r.url.includes("/v7/finance/quote"))).toHaveLength(2);
  });

  it("gives up after the per-request timeout and records the failure", async () => {
    const { market, state } = await setup(
      [{ match: /v8\/finance\/chart/, hang: true, times: 5 }],
      memoryStateStore(),
      50,
    );
    await expect(
      market.candles({ symbol: "AAPL", interval: "1d", from: new Date("2020-08-31"), to: new Date("2020-11-07") }),
    ).rejects.toMatchObject({ code: "timeout" });
    await eventually(async () =>
      expect(await state.load<ProviderHealth>(HEALTH_KEY)).toMatchObject({
        recent: [false],
        errorMessage: expect.stringMatching(/did not answer/),
      }),
    );
  });

  it("reads answers that fail the library's schema, skipping only unusable items", async () => {
    const [aapl] = recordedAapl.quoteResponse.result;
    const body = {
      quoteResponse: {
        result: [
          { ...aapl, regularMarketTime: "not a time", marketCap: "huge", quoteType: 42 },
          { symbol: "BABA", regularMarketPrice: null, shortName: "Alibaba" },
        ],
        error: null,
      },
    };
    const { market } = await setup([{ match: /v7\/finance\/quote/, body, times: 1 }]);
    const quotes = await market.quotes(["AAPL", "BABA"]);
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ symbol: "AAPL", price: 333.69, asOf: NOW.toISOString() });
  });

  it("reports an unknown symbol as TICKER_NOT_FOUND", async () => {
    const { market } = await setup();
    const notFound = {
      code: "bad_request",
      message:
        "We could not find ZZZZQ in this server's market data. Check the symbol, or write it the market's way (AAPL, BTC-USD, EURUSD=X).",
      extra: { reason: "TICKER_NOT_FOUND" },
    };
    await expect(market.resolve("ZZZZQ")).rejects.toMatchObject(notFound);
    await expect(
      market.candles({ symbol: "ZZZZQ", interval: "1d", from: new Date("2020-01-01"), to: new Date("2020-02-01") }),
    ).rejects.toMatchObject(notFound);
    expect(await market.resolve("AAPL")).toEqual({
      symbol: "AAPL",
      name: "Apple Inc.",
      type: "stock",
      exchange: "NasdaqGS",
      currency: "USD",
    });
  });
});
