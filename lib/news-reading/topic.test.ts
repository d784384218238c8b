import type { Instrument } from "@/lib/providers/market/types";
import { matchTopic } from "./topic";

const inst = (symbol: string, name: string, type: Instrument["type"]): Instrument => ({
  symbol,
  name,
  type,
  exchange: "X",
  currency: "USD",
});
const eurusd = inst("EURUSD=X", "EUR/USD", "forex");
const apple = inst("AAPL", "Apple Inc.", "stock");
const gold = inst("GC=F", "Gold", "commodity");
const btc = inst("BTC-USD", "Bitcoin USD", "crypto");

describe("is the news about the analysed instrument", () => {
  it("names a pair directly, by either currency or its central bank, turned around for the quote currency", () => {
    expect(matchTopic("EUR/USD falls as ECB signals cuts", eurusd)).toEqual({
      kind: "direct",
      term: "EUR/USD",
      inverse: false,
    });
    expect(matchTopic("ECB signals deeper rate cuts", eurusd)).toEqual({ kind: "direct", term: "ECB", inverse: false });
    expect(matchTopic("Dollar jumps after strong jobs report", eurusd)).toEqual({
      kind: "direct",
      term: "Dollar",
      inverse: true,
    });
    expect(matchTopic("Euro slips against the dollar", eurusd)).toMatchObject({ term: "Euro", inverse: false });
    expect(matchTopic("The dollar gains on the euro", eurusd)).toMatchObject({ term: "dollar", inverse: true });
  });

  it("names a company by ticker or name, a commodity or coin by its usual names", () => {
    expect(matchTopic("AAPL slides after earnings", apple)?.kind).toBe("direct");
    expect(matchTopic("Apple shares slide", apple)?.term).toBe("Apple");
    expect(matchTopic("Bullion climbs to a record", gold)?.term).toBe("Bullion");
    expect(matchTopic("Bitcoin tumbles below 90,000", btc)?.term).toBe("Bitcoin");
  });

  it("counts the asset class as market-wide news, and anything else as off topic", () => {
    expect(matchTopic("Crypto markets slump as regulators circle", btc)).toEqual({
      kind: "market",
      term: "Crypto",
      inverse: false,
    });
    expect(matchTopic("Wall Street rallies into the close", apple)?.kind).toBe("market");
    expect(matchTopic("Tesla recalls 200,000 cars", apple)).toBeNull();
    expect(matchTopic("Oil prices fall on supply glut", eurusd)).toBeNull();
    // A ticker must be printed as one: "aapl" in a word, or a lower-case "gc", is not a match.
    expect(matchTopic("the gc of it", gold)).toBeNull();
  });
});
