import { goalAmountOf, planStrategy } from "./strategy";

const base = {
  price: 100,
  atr: 2,
  support: 97,
  resistance: 104,
  budget: 10_000,
  riskPercentage: 2,
  leverage: 10,
  goalAmount: 500,
  maxMoveAtr: 8,
};

describe("strategy math", () => {
  it("orders BUY levels stop < entry < TP1 < TP2 and applies the risk", () => {
    const { levels, feasible } = planStrategy({ ...base, direction: "BUY" });
    expect(feasible).toBe(true);
    expect(levels.stopLoss).toBeLessThan(levels.entryPrice);
    expect(levels.entryPrice).toBeLessThan(levels.takeProfit1);
    expect(levels.takeProfit1).toBeLessThan(levels.takeProfit2);
    // stop beyond support 97 with a quarter ATR of room: 96.5, distance 3.5
    expect(levels.stopLoss).toBeCloseTo(96.5, 6);
    expect(levels.riskAmount).toBe(200);
    expect(levels.potentialLoss).toBeCloseTo(200, 1);
    expect(levels.positionSize).toBeCloseTo(200 / 3.5, 3);
    // TP2 pays the whole goal, TP1 62.5% of the way
    expect(levels.potentialProfit).toBeCloseTo(500, 1);
    expect(levels.takeProfit2 - 100).toBeCloseTo(500 / (200 / 3.5), 3);
    expect((levels.takeProfit1 - 100) / (levels.takeProfit2 - 100)).toBeCloseTo(0.625, 3);
    expect(levels.riskRewardRatio).toBeGreaterThanOrEqual(1.5);
  });

  it("mirrors the levels for a SELL", () => {
    const { levels } = planStrategy({ ...base, direction: "SELL" });
    expect(levels.takeProfit2).toBeLessThan(levels.takeProfit1);
    expect(levels.takeProfit1).toBeLessThan(levels.entryPrice);
    expect(levels.entryPrice).toBeLessThan(levels.stopLoss);
    expect(levels.stopLoss).toBeCloseTo(104.5, 6);
  });

  it("keeps the stop at least one ATR away", () => {
    const { levels } = planStrategy({ ...base, direction: "BUY", support: 99.9 });
    expect(100 - levels.stopLoss).toBeCloseTo(2, 6);
  });

  it("never sizes above budget x leverage", () => {
    const { levels } = planStrategy({
      ...base,
      direction: "BUY",
      leverage: 1,
      riskPercentage: 10,
      atr: 0.5,
      support: 99.4,
    });
    expect(levels.positionValue).toBeLessThanOrEqual(10_000);
    expect(levels.potentialLoss).toBeLessThan(levels.riskAmount); // the cap, not the risk, bound the size
  });

  it("stretches TP2 to the minimum reward/risk when the goal is small", () => {
    const { levels } = planStrategy({ ...base, direction: "BUY", goalAmount: 10 });
    expect(levels.riskRewardRatio).toBe(1.5);
  });

  it("targets the largest reasonable goal when the asked one is out of reach, and says how far off it is", () => {
    const plan = planStrategy({ ...base, direction: "BUY", goalAmount: 50_000 });
    expect(plan.feasible).toBe(true);
    expect(plan.goal.status).toBe("capped");
    expect(plan.levels.takeProfit2 - plan.levels.entryPrice).toBeCloseTo(8 * 2, 6); // maxMoveAtr x ATR
    expect(plan.goal.reachableMove).toBeCloseTo(16, 6);
    expect(plan.goal.requiredMove / plan.goal.reachableMove).toBeGreaterThan(50);
    expect(plan.goal.planned).toBe(plan.levels.potentialProfit);
  });

  it("honours a small money goal with a smaller position: TP2 makes exactly the goal", () => {
    const plan = planStrategy({ ...base, direction: "BUY", goalAmount: 2, decimals: 2, sizeStep: 0.01 });
    expect(plan.sizeBound).toBe("goal");
    expect(plan.levels.potentialProfit).toBeCloseTo(2, 1);
    expect(plan.levels.potentialLoss).toBeLessThan(plan.levels.riskAmount);
  });

  it("says when the leverage cap, not the risk setting, bound the size", () => {
    const plan = planStrategy({ ...base, direction: "BUY", leverage: 1, riskPercentage: 10, atr: 0.5, support: 99.4 });
    expect(plan.sizeBound).toBe("leverage");
  });

  it("puts every level on the price grid and sizes in whole steps, so money = size x distance", () => {
    const plan = planStrategy({ ...base, price: 100.12345, direction: "BUY", decimals: 2, sizeStep: 1 });
    const l = plan.levels;
    for (const v of [l.entryPrice, l.stopLoss, l.takeProfit1, l.takeProfit2]) expect(Number(v.toFixed(2))).toBe(v);
    expect(Number.isInteger(l.positionSize)).toBe(true);
    expect(l.potentialLoss).toBeCloseTo(l.positionSize * (l.entryPrice - l.stopLoss), 2);
    expect(l.potentialProfit).toBeCloseTo(l.positionSize * (l.takeProfit2 - l.entryPrice), 2);
    expect(l.potentialLoss).toBeLessThanOrEqual(l.riskAmount);
  });

  it("refuses a plan whose smallest tradable size risks more than allowed", () => {
    const plan = planStrategy({
      ...base,
      price: 800,
      atr: 20,
      support: 780,
      resistance: 820,
      budget: 500,
      riskPercentage: 1,
      direction: "BUY",
      decimals: 2,
      sizeStep: 1,
      budgetCurrency: "USD",
    });
    expect(plan.feasible).toBe(false);
    expect(plan.reason).toMatch(
      /smallest tradable size risks [\d,.]+ USD at this stop, more than the 5.00 USD \(1% of the budget\)/,
    );
  });

  it("enters at the given level for a limit order and sizes from there", () => {
    const { levels } = planStrategy({ ...base, direction: "BUY", limitLevel: 98 });
    expect(levels.entryType).toBe("limit");
    expect(levels.entryPrice).toBe(98);
    expect(levels.stopLoss).toBeCloseTo(96, 6); // support 97 (+ buffer) is closer than 1 ATR: the 1-ATR floor applies
    expect(levels.potentialLoss).toBeCloseTo(200, 1);
  });

  it("reads the goal as a percent of the budget or an amount", () => {
    expect(goalAmountOf(3000, 5, "%")).toBe(150);
    expect(goalAmountOf(3000, 150, "USD")).toBe(150);
  });
});

describe("sizing that tells the truth (issues 26 and 27)", () => {
  it("shows no position when the budget is below one tradable unit (5 USD at 1x, a 252.47 share)", () => {
    const plan = planStrategy({
      ...base,
      price: 252.47,
      atr: 3,
      support: 249,
      resistance: 256,
      budget: 5,
      leverage: 1,
      riskPercentage: 1,
      goalAmount: 0.25,
      direction: "BUY",
      decimals: 2,
      sizeStep: 1,
      budgetCurrency: "USD",
    });
    expect(plan.feasible).toBe(false);
    expect(plan.reason).toMatch(/budget is below one tradable unit: the smallest size is worth 252.47 USD/);
    expect(plan.levels.positionSize).toBe(0);
    expect(plan.levels.positionValue).toBe(0);
    expect(plan.levels.potentialLoss).toBe(0);
    expect(plan.levels.positionValue).toBeLessThanOrEqual(5 * 1);
  });

  it("converts a USDJPY loss at the stop price and keeps it within the allowed risk", () => {
    const entry = 152;
    const input = {
      ...base,
      price: entry,
      atr: 0.6,
      support: 151.2,
      resistance: 153,
      budget: 10_000,
      riskPercentage: 1,
      leverage: 30,
      goalAmount: 300,
      direction: "BUY" as const,
      decimals: 3,
      sizeStep: 1000,
      fx: 1 / entry,
      fxAt: (p: number) => 1 / p,
      budgetCurrency: "USD",
    };
    const { levels } = planStrategy(input);
    const atStop = (levels.positionSize * (levels.entryPrice - levels.stopLoss)) / levels.stopLoss;
    const atEntry = (levels.positionSize * (levels.entryPrice - levels.stopLoss)) / levels.entryPrice;
    expect(levels.potentialLoss).toBeCloseTo(atStop, 1);
    expect(levels.potentialLoss).toBeGreaterThan(atEntry);
    expect(levels.potentialLoss).toBeLessThanOrEqual(levels.riskAmount + 0.01);
    // Without the stop-price rate the size would be sized at the entry rate and lose more than allowed.
    const atEntryRate = planStrategy({ ...input, fxAt: undefined }).levels;
    expect(levels.positionSize).toBeLessThanOrEqual(atEntryRate.positionSize);
  });
});
