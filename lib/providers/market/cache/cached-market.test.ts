import { itWithRedis } from "@/tests/helpers/services";
import { createDemoMarket } from "../demo";
import type { MarketData } from "../types";
import { cachedFetcher } from "./cached-fetch";
import { cachedMarket } from "./cached-market";
import { redisStore } from "./redis-store";
import { memoryStore } from "./store";

const NOW = new Date("2026-03-11T18:07:30Z");

function flaky(inner: MarketData) {
  let failing = false;
  let calls = 0;
  const market: MarketData = {
    ...inner,
    quotes: async (s) => {
      calls++;
      if (failing) throw new Error("Yahoo answered 503");
      return inner.quotes(s);
    },
    candles: async (q) => {
      calls++;
      return inner.candles(q);
    },
  };
  return { market, fail: () => (failing = true), calls: () => calls };
}

describe("cached market", () => {
  it("shares one entry for a watchlist in any order and marks stale quotes with their age", async () => {
    let now = NOW.getTime();
    const { market, fail, calls } = flaky(createDemoMarket(() => NOW));
    const cached = cachedMarket(
      market,
      cachedFetcher(memoryStore(), null, () => now),
    );
    const first = await cached.quotes(["AAPL", "MSFT"]);
    expect(await cached.quotes(["msft", "AAPL"])).toEqual(first);
    expect(calls()).toBe(1);
    fail();
    now += 120_000;
    const stale = await cached.quotes(["AAPL", "MSFT"]);
    expect(stale.map((q) => q.price)).toEqual(first.map((q) => q.price));
    expect(stale[0]).toMatchObject({ stale: true, ageSeconds: 120 });
  });

  it("answers candle windows a few seconds apart from one upstream call, cut to the window", async () => {
    const { market, calls } = flaky(createDemoMarket(() => NOW));
    const cached = cachedMarket(
      market,
      cachedFetcher(memoryStore(), null, () => NOW.getTime()),
    );
    const to = NOW;
    const a = await cached.candles({ symbol: "AAPL", interval: "5m", from: new Date(to.getTime() - 3600_000), to });
    const b = await cached.candles({
      symbol: "AAPL",
      interval: "5m",
      from: new Date(to.getTime() - 3600_000 + 2000),
      to: new Date(to.getTime() + 2000),
    });
    expect(calls()).toBe(1);
    expect(a).toEqual(
      await market.candles({ symbol: "AAPL", interval: "5m", from: new Date(to.getTime() - 3600_000), to }),
    );
    expect(b[0].time * 1000).toBeGreaterThanOrEqual(to.getTime() - 3600_000 + 2000);
  });
});

describe("redis store", () => {
  itWithRedis("shares entries between two processes' caches", async () => {
    const prefix = `cw:test:${process.pid}:${Date.now()}:`;
    const a = redisStore("redis://127.0.0.1:6379", memoryStore(), prefix);
    const b = redisStore("redis://127.0.0.1:6379", memoryStore(), prefix);
    try {
      await Promise.all([a.ready(), b.ready()]);
      const load = jest.fn(async () => ({ price: 1 }));
      const one = cachedFetcher(memoryStore(), a);
      const two = cachedFetcher(memoryStore(), b);
      await one.get("quotes:AAPL", 15_000, load);
      expect((await two.get("quotes:AAPL", 15_000, load)).value).toEqual({ price: 1 });
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      await a.quit();
      await b.quit();
    }
  });
});
