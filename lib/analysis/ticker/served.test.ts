import { createDemoMarket } from "@/lib/providers/market/demo";
import { carriedSentence, indexFor, servedAs, servedNear } from "./served";

const market = createDemoMarket(() => new Date("2026-03-10T15:30:00Z"));

describe("what the active market serves", () => {
  it("asks the provider: a continuous future as the feed's contract, else as read", async () => {
    expect((await servedAs(market, "GC1!"))?.symbol).toBe("GC=F");
    expect((await servedAs(market, "BTCUSDT"))?.symbol).toBe("BTC-USD");
    expect(await servedAs(market, "XNGUSD")).toBeNull();
    expect(await servedAs(market, "NQ1!")).toBeNull();
  });

  it("offers near names only when the provider serves them, an index for its future said to stand in", async () => {
    // The feed's name for XNGUSD is NG=F, which the demo market does not carry.
    expect(await servedNear(market, "XNGUSD")).toEqual([]);
    expect(await servedNear(market, "XAUUSD")).toEqual([{ symbol: "GC=F", name: "Gold", read: "XAUUSD" }]);
    expect(await servedNear(market, "NQ1!")).toEqual([
      {
        symbol: "^IXIC",
        name: "NASDAQ Composite",
        read: "NQ1!",
        note: "NASDAQ Composite is the index, standing in for the NQ1! future: its prices differ from the future's.",
      },
    ]);
    expect(indexFor("ES1!")).toEqual(["^GSPC"]);
    expect(indexFor("ESPR")).toEqual([]); // a share, not a future
  });

  it("says what the demo market carries, by kind, and nothing for a live provider", async () => {
    const sentence = await carriedSentence(market);
    expect(sentence).toMatch(
      /^The demo market carries \d+ instruments: shares \(AAPL, MSFT, NVDA, AMZN, GOOGL and \d+ more\); /,
    );
    expect(sentence).toContain("commodities (Gold, Silver, Crude Oil)");
    expect(sentence).not.toContain("CBOE Volatility"); // not tradable, not in its universe
    expect(await carriedSentence({ ...market, source: "yahoo" })).toBe("");
  });
});
