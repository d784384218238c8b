import type { Candle, Interval } from "../types";
import { createDemoMarket } from ".";

// A weekday: Wednesday 2026-03-11, 18:07 UTC (US session open), and the same time a week later.
const NOW = new Date("2026-03-11T18:07:30Z");
const LATER = new Date("2026-03-18T18:07:30Z");
const at = (iso: string) => new Date(iso);
const market = (now: Date) => createDemoMarket(() => now);

function aggregate(bars: Candle[], size: number): Candle[] {
  const out: Candle[] = [];
  for (const b of bars) {
    const open = b.time - (b.time % size);
    const last = out.at(-1);
    if (!last || last.time !== open) out.push({ ...b, time: open });
    else
      Object.assign(last, {
        high: Math.max(last.high, b.high),
        low: Math.min(last.low, b.low),
        close: b.close,
        volume: last.volume + b.volume,
      });
  }
  return out;
}

const close = (a: Candle[], b: Candle[]) => {
  expect(a.length).toBe(b.length);
  a.forEach((x, i) => {
    expect(x.time).toBe(b[i].time);
    for (const k of ["open", "high", "low", "close"] as const) expect(x[k]).toBeCloseTo(b[i][k], 9);
    expect(x.volume).toBe(b[i].volume);
  });
};

describe("demo market", () => {
  it("knows at least 40 instruments across every asset class", async () => {
    const universe = await market(NOW).universe();
    expect(universe.length).toBeGreaterThanOrEqual(40);
    const types = new Set(universe.map((i) => i.type));
    for (const t of ["stock", "etf", "index", "crypto", "forex", "commodity"]) expect(types).toContain(t);
    expect(universe.filter((i) => i.type === "forex").length).toBeGreaterThanOrEqual(8);
    expect(universe.map((i) => i.symbol)).toEqual(expect.arrayContaining(["GC=F", "CL=F", "BTC-USD", "SPY", "AAPL"]));
    expect(universe.map((i) => i.symbol)).not.toContain("^VIX"); // an input, not a trade
  });

  it("resolves aliases and rejects unknown symbols with TICKER_NOT_FOUND", async () => {
    const m = market(NOW);
    expect((await m.resolve("btcusd")).symbol).toBe("BTC-USD");
    expect((await m.resolve("EUR/USD")).symbol).toBe("EURUSD=X");
    expect((await m.resolve("GOLD")).symbol).toBe("GC=F");
    expect((await m.resolve(" aapl ")).symbol).toBe("AAPL");
    await expect(m.resolve("zzzz")).rejects.toMatchObject({
      code: "bad_request",
      message:
        "We could not find ZZZZ in this server's market data. Check the symbol, or write it the market's way (AAPL, BTC-USD, EURUSD=X).",
      extra: { reason: "TICKER_NOT_FOUND" },
    });
  });

  it("returns the same candles on every call and from a new instance", async () => {
    const q = {
      symbol: "AAPL",
      interval: "15m" as Interval,
      from: at("2026-03-02T00:00:00Z"),
      to: at("2026-03-06T23:59:00Z"),
    };
    const a = await market(NOW).candles(q);
    expect(a.length).toBe(5 * 26); // 5 sessions of 6.5 hours
    expect(await market(NOW).candles(q)).toEqual(a);
    expect(await createDemoMarket(() => NOW).candles(q)).toEqual(a);
  });

  it("builds hourly and daily bars that aggregate the minute bars exactly", async () => {
    const m = market(NOW);
    const range = { symbol: "BTC-USD", from: at("2026-03-09T00:00:00Z"), to: at("2026-03-09T23:59:00Z") };
    const minutes = await m.candles({ ...range, interval: "1m" });
    expect(minutes).toHaveLength(1440);
    close(await m.candles({ ...range, interval: "1h" }), aggregate(minutes, 3600));
    close(await m.candles({ ...range, interval: "1d" }), aggregate(minutes, 86_400));
  });

  it("keeps OHLC coherent and stocks inside their session", async () => {
    const bars = await market(NOW).candles({
      symbol: "MSFT",
      interval: "5m",
      from: at("2026-03-06T00:00:00Z"),
      to: at("2026-03-09T23:00:00Z"),
    });
    for (const b of bars) {
      expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
      expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
      const d = new Date(b.time * 1000);
      expect([0, 6]).not.toContain(d.getUTCDay());
      const minute = d.getUTCHours() * 60 + d.getUTCMinutes();
      expect(minute).toBeGreaterThanOrEqual(14 * 60 + 30);
      expect(minute).toBeLessThan(21 * 60);
    }
    expect(bars.length).toBe(2 * 78); // Friday and Monday
  });

  it("never changes the past when now moves forward, and adds the new bars", async () => {
    const q = {
      symbol: "ETH-USD",
      interval: "1h" as Interval,
      from: at("2026-03-10T00:00:00Z"),
      to: at("2026-03-20T00:00:00Z"),
    };
    const before = await market(NOW).candles(q);
    const after = await market(LATER).candles(q);
    expect(before.at(-1)!.time).toBe(Date.parse("2026-03-11T18:00:00Z") / 1000);
    expect(after.length).toBeGreaterThan(before.length);
    // Every complete bar is identical; the partial one (18:00, up to 18:07) grows into a full hour.
    close(after.slice(0, before.length - 1), before.slice(0, -1));
    expect(after[before.length - 1].open).toBeCloseTo(before.at(-1)!.open, 9);
  });

  it("quotes the last price against the previous session close", async () => {
    const m = market(NOW);
    const [q] = await m.quotes(["AAPL"]);
    const daily = await m.candles({ symbol: "AAPL", interval: "1d", from: at("2026-03-09T00:00:00Z"), to: NOW });
    expect(q.price).toBeCloseTo(daily.at(-1)!.close, 9);
    expect(q.previousClose).toBeCloseTo(daily.at(-2)!.close, 9);
    expect(q.changePercent).toBeCloseTo(((q.price - q.previousClose!) / q.previousClose!) * 100, 9);
    expect(q.source).toBe("demo");
    expect(q.price).toBeGreaterThan(50);
    expect(q.price).toBeLessThan(1000);
  });

  it("serves 1000 daily bars quickly once the days are known", async () => {
    const m = market(NOW);
    const q = { symbol: "SPY", interval: "1d" as Interval, from: new Date(NOW.getTime() - 1400 * 86_400_000), to: NOW };
    // Compared with the first (cold) call rather than a fixed few milliseconds, so a busy machine
    // slows both alike: the memoised days must make the second call several times faster.
    let t = performance.now();
    await m.candles(q);
    const cold = performance.now() - t;
    // The fastest of three warm calls: one of them can meet a garbage collection on a busy machine.
    let warm = Infinity;
    let bars = await m.candles(q);
    for (let i = 0; i < 3; i++) {
      t = performance.now();
      bars = await m.candles(q);
      warm = Math.min(warm, performance.now() - t);
    }
    expect(bars.length).toBeGreaterThanOrEqual(1000);
    expect(warm).toBeLessThan(cold / 3);
  });

  it("writes demo news that is marked, dated in the past and linked to a real quote page", async () => {
    const m = market(NOW);
    const news = await m.news("TSLA");
    expect(news.length).toBeGreaterThan(0);
    for (const n of news) {
      expect(n).toMatchObject({ demo: true, url: "https://finance.yahoo.com/quote/TSLA", symbols: ["TSLA"] });
      expect(Date.parse(n.publishedAt)).toBeLessThan(NOW.getTime());
      expect(n.title).toMatch(/Tesla/);
    }
    // Written from the quote beside it, so a headline never contradicts its card: its move is the card's change.
    const [quote] = await m.quotes(["TSLA"]);
    const move = Math.round(quote.changePercent * 10) / 10;
    for (const n of news)
      if (move === 0) expect(n.title).not.toMatch(/\d%/);
      else {
        expect(n.title).toContain(`${Math.abs(move).toFixed(1)}%`);
        expect(n.description).toContain(move > 0 ? "up" : "down");
      }
    expect((await m.profile("AAPL"))?.sector).toBe("Technology");
    expect(await m.profile("EURUSD=X")).toBeNull();
  });

  it("never repeats a headline for one instrument, whatever the hour", async () => {
    for (let h = 0; h < 24 * 7; h += 5) {
      const m = market(new Date(NOW.getTime() + h * 3_600_000));
      for (const symbol of ["AAPL", "TSLA", "BTC-USD", "EURUSD=X", "SPY"]) {
        const titles = (await m.news(symbol)).map((n) => n.title);
        expect(new Set(titles).size).toBe(titles.length);
      }
    }
  });
});
