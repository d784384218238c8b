import { createDemoMarket } from "@/lib/providers/market/demo";
import type { MarketData } from "@/lib/providers/market/types";
import {
  buildSampleAnalysis,
  createSampleSource,
  SAMPLE_DEADLINE_MS,
  SAMPLE_RETRY_MS,
  SAMPLE_SETTINGS,
  SAMPLE_SYMBOLS,
  SAMPLE_TTL_MS,
} from "./sample";

// The landing's sample is the engine's answer on market data, never invented: its price is the
// market's quote at that moment, its levels obey the settings it claims. Times are pinned.
const NOW = new Date("2026-11-18T16:00:00Z"); // a Wednesday, US session open
const market = createDemoMarket(() => NOW);

/** The demo market, with some symbols failing and every call counted. */
function wrapped(inner: MarketData, failing: string[] = []) {
  const calls = { quotes: 0 };
  const fail = (symbol: string) => {
    if (failing.some((f) => symbol.toUpperCase() === f)) throw new Error(`no data for ${symbol}`);
  };
  const market: MarketData = {
    ...inner,
    source: inner.source,
    resolve: async (symbol) => (fail(symbol), inner.resolve(symbol)),
    quotes: async (symbols) => (calls.quotes++, inner.quotes(symbols)),
    candles: inner.candles.bind(inner),
    forex: inner.forex.bind(inner),
  };
  return { market, calls };
}

describe("the landing's sample analysis", () => {
  it("is the engine's answer on market data: the quote's price and source, levels within the settings", async () => {
    const sample = await buildSampleAnalysis(market, NOW);
    expect(sample).not.toBeNull();
    const [quote] = await market.quotes([sample!.symbol]);
    expect(sample!.price).toBe(quote.price);
    expect(sample!.source).toBe("demo");
    expect(SAMPLE_SYMBOLS).toContain(sample!.symbol);
    expect(sample!.computedAt).toBe(NOW.toISOString());
    const l = sample!.levels;
    if (l) {
      const budgetRisk = (SAMPLE_SETTINGS.budget * SAMPLE_SETTINGS.riskPercentage) / 100;
      expect(l.potentialLoss).toBeLessThanOrEqual(budgetRisk + 0.01);
      expect(l.positionValue).toBeLessThanOrEqual(SAMPLE_SETTINGS.budget * SAMPLE_SETTINGS.leverage + 0.01);
      // A WAIT keeps the plan it declined, long or short, so the side is read from the levels:
      // the stop and the targets always sit on opposite sides of the entry.
      const long =
        sample!.recommendation === "BUY" || (sample!.recommendation !== "SELL" && l.takeProfit1 > l.entryPrice);
      expect(long ? l.stopLoss < l.entryPrice : l.stopLoss > l.entryPrice).toBe(true);
      expect(long ? l.takeProfit1 > l.entryPrice : l.takeProfit1 < l.entryPrice).toBe(true);
    }
    expect(sample!.reasons.length).toBeGreaterThan(0);
  });

  it("prefers the first candidate that calls a trade, and skips one whose data fails", async () => {
    const all = await buildSampleAnalysis(market, NOW);
    const { market: withoutFirst } = wrapped(market, [SAMPLE_SYMBOLS[0]]);
    const sample = await buildSampleAnalysis(withoutFirst, NOW);
    expect(sample?.symbol).not.toBe(SAMPLE_SYMBOLS[0]);
    if (all && all.symbol !== SAMPLE_SYMBOLS[0]) expect(sample?.symbol).toBe(all.symbol);
  });

  it("is null when no candidate has market data", async () => {
    const { market: dead } = wrapped(market, [...SAMPLE_SYMBOLS]);
    expect(await buildSampleAnalysis(dead, NOW)).toBeNull();
  });

  it("is worked out once per 15 minutes for every visitor", async () => {
    let now = NOW;
    const { market: counted, calls } = wrapped(createDemoMarket(() => now));
    const load = createSampleSource(counted, () => now);
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    const runs = calls.quotes;
    expect(runs).toBeGreaterThan(0);
    now = new Date(NOW.getTime() + SAMPLE_TTL_MS - 1);
    expect(await load()).toBe(a);
    expect(calls.quotes).toBe(runs);
    now = new Date(NOW.getTime() + SAMPLE_TTL_MS);
    const later = await load();
    expect(calls.quotes).toBeGreaterThan(runs);
    expect(later?.computedAt).toBe(now.toISOString());
  });

  it("keeps a failure for a minute only, and does not wait for a feed that does not answer", async () => {
    const { market: dead } = wrapped(market, [...SAMPLE_SYMBOLS]);
    let failing = true;
    let now = NOW;
    const flaky: MarketData = { ...market, resolve: (s) => (failing ? dead.resolve(s) : market.resolve(s)) };
    const loadFlaky = createSampleSource(flaky, () => now);
    expect(await loadFlaky()).toBeNull();
    failing = false;
    await Promise.resolve(); // the failed entry is marked once its promise settles
    now = new Date(NOW.getTime() + SAMPLE_RETRY_MS - 1);
    expect(await loadFlaky()).toBeNull();
    now = new Date(NOW.getTime() + SAMPLE_RETRY_MS);
    expect(await loadFlaky()).not.toBeNull();

    jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask"] });
    try {
      const silent: MarketData = { ...market, resolve: () => new Promise(() => {}) };
      const pending = createSampleSource(silent, () => NOW)();
      jest.advanceTimersByTime(SAMPLE_DEADLINE_MS);
      expect(await pending).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
