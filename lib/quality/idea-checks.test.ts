import type { TradeIdea } from "@/lib/ideas/types";
import { checkIdea } from "./idea-checks";

const now = new Date("2026-03-10T12:00:00Z");
const idea = (over: Partial<TradeIdea> = {}) =>
  ({
    symbol: "BTC-USD",
    tradeDirection: "BUY",
    entry: 100,
    entryPrice: 100,
    stopLoss: 98,
    takeProfit: 104,
    confidence: 62,
    generatedAt: new Date(now.getTime() - 30 * 60_000).toISOString(),
    ...over,
  }) as TradeIdea;

describe("checkIdea", () => {
  it("passes a consistent, fresh idea near the live quote", () => {
    expect(checkIdea(idea(), 100.4, now).passed).toBe(true);
  });

  it("fails each broken property on its own", () => {
    expect(checkIdea(idea(), 104, now).checks.entryNearQuote).toBe(false); // moved more than 1% and more than the risk
    expect(checkIdea(idea(), null, now).checks.entryNearQuote).toBe(false);
    expect(checkIdea(idea({ stopLoss: 101 }), 100, now).checks.stopOnCorrectSide).toBe(false);
    expect(checkIdea(idea({ takeProfit: 99 }), 100, now).checks.targetOnCorrectSide).toBe(false);
    expect(checkIdea(idea({ takeProfit: 102.9 }), 100, now).checks.rewardRiskOk).toBe(false); // 1.45 R
    expect(checkIdea(idea({ confidence: 120 }), 100, now).checks.confidenceInRange).toBe(false);
    expect(
      checkIdea(idea({ generatedAt: new Date(now.getTime() - 4 * 3_600_000).toISOString() }), 100, now).checks.fresh,
    ).toBe(false);
  });

  it("mirrors the sides for a SELL", () => {
    expect(checkIdea(idea({ tradeDirection: "SELL", stopLoss: 102, takeProfit: 96 }), 100, now).passed).toBe(true);
  });
});
