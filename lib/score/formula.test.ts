import { activeWeeks, levelFor, scoreBreakdown, totalScore, type ScoreInputs } from "./formula";
import { dailyTips } from "./daily-tips";

const none: ScoreInputs = { analyses: 0, simulations: 0, tenureDays: 0, wins: 0, losses: 0, activeWeeks: 0 };

describe("personal score formula", () => {
  it("is 0 for a new user and 100 at saturation", () => {
    expect(totalScore(scoreBreakdown(none))).toBe(0);
    const full = scoreBreakdown({
      analyses: 80,
      simulations: 30,
      tenureDays: 400,
      wins: 20,
      losses: 0,
      activeWeeks: 8,
    });
    expect(full).toEqual({ experience: 40, accuracy: 40, consistency: 20 });
    expect(totalScore(full)).toBe(100);
  });

  it("weighs experience by analyses, simulations and tenure", () => {
    expect(scoreBreakdown({ ...none, analyses: 25 }).experience).toBe(10);
    expect(scoreBreakdown({ ...none, simulations: 10 }).experience).toBe(5);
    expect(scoreBreakdown({ ...none, tenureDays: 45 }).experience).toBe(5);
  });

  it("scales accuracy by the number of resolved calls", () => {
    expect(scoreBreakdown({ ...none, wins: 1 }).accuracy).toBe(4); // one lucky win is worth little
    expect(scoreBreakdown({ ...none, wins: 6, losses: 4 }).accuracy).toBe(24);
    expect(scoreBreakdown({ ...none, wins: 15, losses: 5 }).accuracy).toBe(30);
  });

  it("gives consistency for active weeks", () => {
    expect(scoreBreakdown({ ...none, activeWeeks: 4 }).consistency).toBe(10);
  });

  it("puts each band boundary in the band above", () => {
    expect(levelFor(0)).toBe("Beginner");
    expect(levelFor(39)).toBe("Beginner");
    expect(levelFor(40)).toBe("Intermediate");
    expect(levelFor(59)).toBe("Intermediate");
    expect(levelFor(60)).toBe("Advanced");
    expect(levelFor(79)).toBe("Advanced");
    expect(levelFor(80)).toBe("Expert");
    expect(levelFor(100)).toBe("Expert");
  });

  it("counts distinct recent weeks with activity", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    expect(activeWeeks([daysAgo(1), daysAgo(2), daysAgo(8), daysAgo(50), daysAgo(70)], now)).toBe(3);
  });
});

describe("daily tips", () => {
  it("points first at the weakness that costs the most points", () => {
    const inputs = {
      ...none,
      analyses: 40,
      simulations: 10,
      tenureDays: 60,
      wins: 2,
      losses: 8,
      activeWeeks: 7,
      expired: 0,
      averageLeverage: 5,
    };
    const tips = dailyTips(inputs, scoreBreakdown(inputs));
    expect(tips[0]).toBe(
      "The stop was hit first in 8 of your 10 resolved calls: wait for confirmation, or place stops beyond the nearest support or resistance.",
    );
    expect(tips.length).toBeLessThanOrEqual(3);
  });

  it("says there is nothing resolved yet instead of 'Only 0 of your calls'", () => {
    const fresh = {
      ...none,
      analyses: 1,
      simulations: 0,
      tenureDays: 1,
      wins: 0,
      losses: 0,
      activeWeeks: 1,
      expired: 0,
      averageLeverage: 10,
    };
    const tips = dailyTips(fresh, scoreBreakdown(fresh));
    expect(tips).toContain(
      "No resolved calls yet: accuracy points come as your BUY/SELL calls reach their stop or target.",
    );
    expect(tips.join(" ")).not.toMatch(/Only 0/);
    const one = { ...fresh, wins: 1 };
    expect(dailyTips(one, scoreBreakdown(one))).toContain(
      "Only 1 of your BUY/SELL calls has reached its stop or target so far: accuracy points grow as more calls resolve.",
    );
  });

  it("warns about high leverage and inactivity from the user's own numbers", () => {
    const inputs = {
      ...none,
      analyses: 60,
      simulations: 30,
      tenureDays: 100,
      wins: 9,
      losses: 1,
      activeWeeks: 1,
      expired: 0,
      averageLeverage: 50,
    };
    const tips = dailyTips(inputs, scoreBreakdown(inputs));
    expect(tips).toEqual([
      "You were active in 1 of the last 8 weeks: a short weekly review keeps your consistency score rising.",
      "Your average leverage is 50x: at that size a 1% move against you costs 50% of the position.",
    ]);
  });
});
