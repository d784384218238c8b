import { GET as quotes } from "@/app/api/market/quotes/route";
import { GET as forex } from "@/app/api/market/forex/route";
import { GET as sentiment } from "@/app/api/market/sentiment/route";
import { GET as news } from "@/app/api/market/news/route";
import { WATCHLIST } from "@/lib/market/lists";
import { useTestDb } from "../helpers/db";
import { getRequest } from "../helpers/request";
import { createUser } from "../helpers/users";

useTestDb();

const routes = { quotes, forex, sentiment, news };

describe("market endpoints", () => {
  it.each(Object.entries(routes))("%s answers 401 when signed out", async (name, GET) => {
    const res = await GET(getRequest(`/api/market/${name}`));
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty("message");
  });

  it("serves the watchlist quotes with source and time", async () => {
    const user = await createUser();
    const res = await quotes(getRequest("/api/market/quotes", user.cookie));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.map((q: { symbol: string }) => q.symbol)).toEqual(WATCHLIST);
    for (const q of body) {
      expect(q).toMatchObject({
        source: "demo",
        price: expect.any(Number),
        change: expect.any(Number),
        changePercent: expect.any(Number),
      });
      expect(q.price).toBeGreaterThan(0);
      expect(Date.parse(q.asOf)).toBeLessThanOrEqual(Date.now());
      expect(q.change).toBeCloseTo(q.price - q.previousClose, 8);
    }
    expect(body.find((q: { symbol: string }) => q.symbol === "AAPL").volume).toBeGreaterThan(0);
  });

  it("gives the same demo prices on repeated calls", async () => {
    const user = await createUser();
    const a = await (await quotes(getRequest("/api/market/quotes", user.cookie))).json();
    const b = await (await quotes(getRequest("/api/market/quotes", user.cookie))).json();
    expect(b).toEqual(a);
  });

  it("serves forex rates as {pair, rate, change}", async () => {
    const user = await createUser();
    const body = await (await forex(getRequest("/api/market/forex", user.cookie))).json();
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body[0]).toMatchObject({ pair: "EUR/USD", symbol: "EURUSD=X", source: "demo" });
    for (const r of body) {
      expect(r.pair).toMatch(/^[A-Z]{3}\/[A-Z]{3}$/);
      expect(r.rate).toBeGreaterThan(0);
      expect(Math.abs(r.change)).toBeLessThan(10);
    }
  });

  it("serves sentiment with a 0-100 score, a known label and its reasoning", async () => {
    const user = await createUser();
    const body = await (await sentiment(getRequest("/api/market/sentiment", user.cookie))).json();
    expect(["BULLISH", "OPTIMISTIC", "NEUTRAL", "CAUTIOUS", "BEARISH"]).toContain(body.sentiment);
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.score).toBeLessThanOrEqual(100);
    expect(body.reasoning).toMatch(/large caps are up today/);
    expect(body.source).toBe("demo");
  });

  it("serves marked demo news with real quote-page links", async () => {
    const user = await createUser();
    const body = await (await news(getRequest("/api/market/news", user.cookie))).json();
    expect(body.length).toBeGreaterThanOrEqual(8);
    for (const item of body) {
      expect(item).toMatchObject({
        title: expect.any(String),
        description: expect.any(String),
        source: expect.any(String),
        demo: true,
        provider: "demo",
      });
      expect(item.url).toMatch(/^https:\/\/finance\.yahoo\.com\/quote\/[^/]+$/);
      expect(Date.parse(item.publishedAt)).toBeLessThanOrEqual(Date.now());
    }
    const times = body.map((i: { publishedAt: string }) => i.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
