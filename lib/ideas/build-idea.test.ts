import { analyzeInstrument } from "@/lib/analysis/engine/analyze-instrument";
import { noEdgeReason } from "@/lib/analysis/calibration/apply";
import { MIN_BACKTEST_TRADES, MIN_IDEA_TRADES } from "@/lib/analysis/engine/backtest";
import { createDemoMarket } from "@/lib/providers/market/demo";
import { buildIdea, LEVERAGE_BY_ASSET, MAX_IDEAS, SCAN, selectIdeas, type IdeaStyle } from "./build-idea";
import { scanUniverse } from "./generate";
import type { TradeIdea } from "./types";

const now = new Date("2026-03-10T19:00:00Z");
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
        symbol: idea.symbol,
        investmentType: idea.tradingType,
        budget: SCAN.budget,
        profitGoal: { value: SCAN.profitGoalPercent, type: "%" },
        riskPercentage: SCAN.riskPercentage,
        leverage: LEVERAGE_BY_ASSET[idea.asset],
        now,
        market,
        light: true,
      });
      const l = analysis.plan.levels;
      expect(idea).toMatchObject({
        ticker: idea.symbol,
        investmentType: idea.tradingType,
        timeFrame: analysis.timeframe.interval,
        timeframe: analysis.timeframe.interval,
        tradeDirection: analysis.recommendation,
        entry: l.entryPrice,
        entryPrice: l.entryPrice,
        stopLoss: l.stopLoss,
        takeProfit: l.takeProfit2,
        riskReward: l.riskRewardRatio,
        trend: analysis.trend,
        currentPrice: analysis.quote.price,
        source: "demo",
        generatedAt: now.toISOString(),
        generatedAtLocal: "2026-03-10 19:00 UTC",
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
      symbol: "AAPL",
      investmentType: "scalping",
      budget: 750,
      profitGoal: { value: 400, type: "%" },
      riskPercentage: 2,
      leverage: 1,
      now,
      market,
      light: true,
    });
    expect(buildIdea({ ...analysis, recommendation: "WAIT" }, now, "demo")).toBeNull();
    expect(buildIdea({ ...analysis, recommendation: "AVOID" }, now, "demo")).toBeNull();
  });

  // The analysis an idea's link opens reads newer bars: a history just above the minimum can be
  // "too short" there, so an idea needs the history the shared rule asks of ideas.
  it("builds no idea from a history near the analysis' minimum", async () => {
    const { ideas } = await scanUniverse(market, now);
    const idea = ideas[0];
    const analysis = await analyzeInstrument({
      symbol: idea.symbol,
      investmentType: idea.tradingType,
      budget: SCAN.budget,
      profitGoal: { value: SCAN.profitGoalPercent, type: "%" },
      riskPercentage: SCAN.riskPercentage,
      leverage: LEVERAGE_BY_ASSET[idea.asset],
      now,
      market,
      light: true,
    });
    expect(analysis.backtest.trades).toBeGreaterThanOrEqual(MIN_IDEA_TRADES);
    const style = idea.tradingType as IdeaStyle;
    expect(buildIdea(analysis, now, "demo", style)).not.toBeNull();
    const thin = { ...analysis.backtest, trades: MIN_BACKTEST_TRADES + 2, sufficient: true };
    expect(buildIdea({ ...analysis, backtest: thin }, now, "demo", style)).toBeNull();
  }, 60_000);

  it("keeps ideas above the break-even of their reward/risk (TP1 or the stop), best first", () => {
    const idea = (ticker: string, confidence: number, riskReward: number) =>
      ({ ticker, confidence, riskReward }) as TradeIdea;
    const picked = selectIdeas([
      idea("A", 34, 3), // break-even at TP1 of a 3 R/R plan: 34.8%
      idea("B", 70, 1.4),
      idea("C", 60, 2),
      idea("D", 80, 1.5),
      idea("E", 60, 2.5),
    ]);
    expect(picked.map((i) => i.ticker)).toEqual(["D", "E", "C"]);
  });

  it("spreads the picks over styles and asset classes before repeating one", () => {
    const idea = (
      ticker: string,
      confidence: number,
      tradingType: TradeIdea["tradingType"],
      asset: TradeIdea["asset"],
    ) => ({ ticker, confidence, riskReward: 2, tradingType, asset }) as TradeIdea;
    const picked = selectIdeas([
      idea("S1", 90, "scalping", "stock"),
      idea("S2", 89, "scalping", "stock"),
      idea("S3", 88, "scalping", "stock"),
      idea("F1", 70, "intraday", "forex"),
      idea("C1", 60, "swing", "crypto"),
      idea("G1", 55, "swing", "commodity"),
    ]);
    // At most two per style and per asset class: S3 waits behind the forex and crypto ideas, and
    // the list stops at MAX_IDEAS (4, the trial card's "4 trade setups a day").
    expect(picked.map((i) => i.ticker)).toEqual(["S1", "S2", "F1", "C1"]);
  });

  it("offers no scalping or intraday idea on a market that is closed", async () => {
    const sunday = new Date("2026-03-08T15:30:00Z");
    const closed = createDemoMarket(() => sunday);
    const { ideas } = await scanUniverse(closed, sunday);
    const universe = await closed.universe();
    const usSession = new Set(universe.filter((i) => ["stock", "etf", "index"].includes(i.type)).map((i) => i.symbol));
    // Swing ideas read daily bars and may stand over a weekend; minutes-to-hours ideas may not.
    expect(ideas.filter((i) => usSession.has(i.symbol) && i.tradingType !== "swing")).toEqual([]);
  }, 60_000);
});

// The same invariants as the results screen, for every idea of scans over a week of the demo
// market: confidence is the backtested probability, the call paid in its backtest and beats
// break-even, levels sit on the correct sides, no chasing a stretched RSI at market.
describe("ideas over a week of the demo market", () => {
  it("hold the analysis invariants at every sampled hour and spread over styles", async () => {
    const start = Date.parse("2026-03-09T14:00:00Z"); // a Monday in the US session; the steps reach the night and the weekend
    const styles = new Set<string>();
    const assets = new Set<string>();
    let seen = 0;
    for (let hour = 0; hour < 7 * 24; hour += 37) {
      const at = new Date(start + hour * 3_600_000);
      const m = createDemoMarket(() => at);
      const { ideas } = await scanUniverse(m, at);
      for (const idea of ideas) {
        seen++;
        styles.add(idea.tradingType);
        assets.add(idea.asset);
        const where = `${idea.ticker} ${idea.tradingType} at ${at.toISOString()}`;
        const side = idea.tradeDirection === "BUY" ? 1 : -1;
        expect([where, side * (idea.entry - idea.stopLoss) > 0, side * (idea.takeProfit - idea.entry) > 0]).toEqual([
          where,
          true,
          true,
        ]);
        expect([where, idea.confidence > 100 / (1 + idea.riskReward)]).toEqual([where, true]);
        expect([
          where,
          idea.tradeDirection === "BUY"
            ? idea.rsi <= 70 || idea.entry < idea.currentPrice
            : idea.rsi >= 30 || idea.entry > idea.currentPrice,
        ]).toEqual([where, true]);
        const a = await analyzeInstrument({
          symbol: idea.symbol,
          investmentType: idea.tradingType,
          budget: SCAN.budget,
          profitGoal: { value: SCAN.profitGoalPercent, type: "%" },
          riskPercentage: SCAN.riskPercentage,
          leverage: LEVERAGE_BY_ASSET[idea.asset],
          now: at,
          market: m,
          light: true,
        });
        expect([where, idea.confidence]).toEqual([where, Math.round(a.successProbability * 10) / 10]);
        expect([where, a.backtest.sufficient && a.backtest.averageProfit >= 0]).toEqual([where, true]);
        // Never an idea where real history showed the style has no edge (it would answer WAIT).
        expect([where, noEdgeReason(idea.asset, idea.tradingType)]).toEqual([where, null]);
      }
    }
    expect(seen).toBeGreaterThan(0);
    // Few calls clear the calibrated break-even and the direction checks the table ships (a trending
    // regime, the next interval up agreeing): on the demo market a week's ideas may come from one
    // style and one asset class.
    expect(styles.size).toBeGreaterThan(0);
    expect(assets.size).toBeGreaterThan(0);
  }, 180_000);
});

describe("how many ideas the list shows", () => {
  it("as many as the trial card promises a day: 4 (spec part 1 section 9), even when more qualify", () => {
    const assets = ["stock", "crypto", "forex", "index", "etf"] as const;
    const many = Array.from(
      { length: 10 },
      (_, i) =>
        ({
          confidence: 70 - i,
          riskReward: 2,
          ticker: `T${i}`,
          tradingType: SCAN.styles[i % 3],
          asset: assets[i % 5],
        }) as unknown as TradeIdea,
    );
    expect(MAX_IDEAS).toBe(4);
    expect(selectIdeas(many)).toHaveLength(MAX_IDEAS);
  });
});
