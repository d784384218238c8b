import { analyzeInstrument } from "@/lib/analysis/engine/analyze-instrument";
import { createDemoMarket } from "@/lib/providers/market/demo";
import { buildIdea, LEVERAGE_BY_ASSET, MAX_IDEAS, SCAN, selectIdeas } from "./build-idea";
import { scanUniverse } from "./generate";
import type { TradeIdea } from "./types";

const now = new Date("2026-03-10T15:30:00Z");
const market = createDemoMarket(() => now);

describe("scanning the demo universe", () => {
  it("gives the same ideas for the same moment (deterministic market, pure engine)", async () => {
    const first = await scanUniverse(market, now);
    const second = await scanUniverse(market, now);
    expect(second.ideas).toEqual(first.ideas);
    expect(first.scanned).toBeGreaterThanOrEqual(40);
    expect(first.ideas.length).toBeLessThanOrEqual(MAX_IDEAS);
  }, 60_000);

  it("fills every card field from the engine's analysis", async () => {
    const { ideas } = await scanUniverse(market, now);
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) {
      const analysis = await analyzeInstrument({
        symbol: idea.symbol, investmentType: "scalping", budget: SCAN.budget, profitGoal: { value: SCAN.profitGoalPercent, type: "%" },
        riskPercentage: SCAN.riskPercentage, leverage: LEVERAGE_BY_ASSET[idea.asset], now, market, light: true,
      });
      const l = analysis.plan.levels;
      expect(idea).toMatchObject({
        ticker: idea.symbol, tradingType: "scalping", investmentType: "scalping", timeFrame: "5m", timeframe: "5m",
        tradeDirection: analysis.recommendation, entry: l.entryPrice, entryPrice: l.entryPrice, stopLoss: l.stopLoss,
        takeProfit: l.takeProfit2, riskReward: l.riskRewardRatio, trend: analysis.trend, currentPrice: analysis.quote.price,
        source: "demo", generatedAt: now.toISOString(), generatedAtLocal: "2026-03-10 15:30 UTC",
      });
      expect(idea.sentiment).toBe(idea.tradeDirection === "BUY" ? "BULLISH" : "BEARISH");
      expect(idea.confidence).toBeCloseTo(analysis.successProbability, 1);
      expect(idea.winRate).toBeCloseTo(analysis.backtest.winRate, 1);
      expect(idea.rsi).toBeCloseTo(analysis.indicators.rsi, 1);
      expect(idea.profitTarget).toBeCloseTo((Math.abs(l.takeProfit2 - l.entryPrice) / l.entryPrice) * 100, 2);
      const side = idea.tradeDirection === "BUY" ? 1 : -1;
      expect(side * (idea.takeProfit - idea.entry)).toBeGreaterThan(0);
      expect(side * (idea.entry - idea.stopLoss)).toBeGreaterThan(0);
      expect(idea.recommendedBudget).toBeGreaterThan(0);
      expect(idea.recommendedBudget).toBeLessThanOrEqual(SCAN.budget);
    }
  }, 60_000);
});

describe("buildIdea and selectIdeas", () => {
  it("turns a WAIT or AVOID into no idea", async () => {
    const analysis = await analyzeInstrument({
      symbol: "AAPL", investmentType: "scalping", budget: 750, profitGoal: { value: 400, type: "%" }, riskPercentage: 2, leverage: 1, now, market, light: true,
    });
    expect(["WAIT", "AVOID"]).toContain(analysis.recommendation);
    expect(buildIdea(analysis, now, "demo")).toBeNull();
  });

  it("keeps confident ideas with enough reward/risk, best first", () => {
    const idea = (ticker: string, confidence: number, riskReward: number) => ({ ticker, confidence, riskReward }) as TradeIdea;
    const picked = selectIdeas([idea("A", 49, 3), idea("B", 70, 1.4), idea("C", 60, 2), idea("D", 80, 1.5), idea("E", 60, 2.5)]);
    expect(picked.map((i) => i.ticker)).toEqual(["D", "E", "C"]);
  });

  it("offers no scalping idea on a market that is closed", async () => {
    const sunday = new Date("2026-03-08T15:30:00Z");
    const closed = createDemoMarket(() => sunday);
    const { ideas } = await scanUniverse(closed, sunday);
    const universe = await closed.universe();
    const usSession = new Set(universe.filter((i) => ["stock", "etf", "index"].includes(i.type)).map((i) => i.symbol));
    expect(ideas.filter((i) => usSession.has(i.symbol))).toEqual([]);
  }, 60_000);
});
