import { createDemoMarket, demoMarketAt } from ".";
import { DAY_MS, HOUR_MS } from "@/lib/time";

// DEMO_MARKET_NOW: a server whose demo market is pinned serves the same market at any hour, days
// later too. The wall clock is faked (never the real hour): the callers read it, as a route's
// `now` does, and ask for "the last 5 days up to now".
const PINNED = new Date("2026-11-18T15:30:00Z");
const SYMBOLS = ["AAPL", "BTC-USD", "EURUSD=X"];

async function readAtWallClock() {
  const market = demoMarketAt(PINNED);
  const now = new Date();
  const lastDays = (interval: "5m" | "1h" | "1d", days: number) =>
    market.candles({ symbol: "AAPL", interval, from: new Date(now.getTime() - days * DAY_MS), to: now });
  return {
    quotes: await market.quotes(SYMBOLS),
    fiveMinutes: await lastDays("5m", 5),
    hours: await lastDays("1h", 14),
    days: await lastDays("1d", 365),
  };
}

describe("the demo market pinned by DEMO_MARKET_NOW", () => {
  afterEach(() => jest.useRealTimers());

  it("gives the same quotes and candles at two different wall-clock times", async () => {
    jest.useFakeTimers({ now: new Date(PINNED.getTime() + 3 * HOUR_MS) });
    const first = await readAtWallClock();
    jest.setSystemTime(new Date(PINNED.getTime() + 40 * DAY_MS + 7 * HOUR_MS));
    const later = await readAtWallClock();
    expect(later).toEqual(first);
    expect(first.fiveMinutes.length).toBeGreaterThan(100);
    expect(first.quotes).toHaveLength(SYMBOLS.length);
  });

  it("is the market as it stood at its moment: a window ending later is the same window ending then", async () => {
    const live = createDemoMarket(() => PINNED);
    const pinned = demoMarketAt(PINNED);
    const window = (end: Date) => ({
      symbol: "BTC-USD",
      interval: "1h" as const,
      from: new Date(end.getTime() - 5 * DAY_MS),
      to: end,
    });
    const days = 9 * DAY_MS;
    expect(await pinned.candles(window(new Date(PINNED.getTime() + days)))).toEqual(await live.candles(window(PINNED)));
    expect(await pinned.quotes(["BTC-USD"])).toEqual(await live.quotes(["BTC-USD"]));
    expect(pinned.pinnedAt).toEqual(PINNED);
    expect(live.pinnedAt).toBeUndefined();
  });

  it("serves a window before its moment as asked (a pattern's bars since its detection)", async () => {
    const query = {
      symbol: "ETH-USD",
      interval: "1h" as const,
      from: new Date(PINNED.getTime() - 9 * DAY_MS),
      to: new Date(PINNED.getTime() - 4 * DAY_MS),
    };
    const bars = await demoMarketAt(PINNED).candles(query);
    expect(bars).toEqual(await createDemoMarket(() => PINNED).candles(query));
    expect(bars[0].time * 1000).toBeGreaterThanOrEqual(query.from.getTime());
    expect(bars.at(-1)!.time * 1000).toBeLessThanOrEqual(query.to.getTime());
  });

  it("follows the clock when no moment is set", async () => {
    expect(demoMarketAt(undefined).pinnedAt).toBeUndefined();
  });
});
