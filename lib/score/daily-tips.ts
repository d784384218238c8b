import { SATURATION, type Breakdown, type ScoreInputs } from "./formula";

// Daily tips from the user's own weak points: each candidate carries how many score points the
// weakness costs, and the three most expensive are shown, so the advice points where it pays.
export type TipInputs = ScoreInputs & { expired: number; averageLeverage: number | null };

type Candidate = { cost: number; text: string };

export function dailyTips(i: TipInputs, b: Breakdown): string[] {
  const decided = i.wins + i.losses;
  const tips: Candidate[] = [];
  if (i.analyses < SATURATION.analyses) {
    tips.push({
      cost: 20 - 20 * (i.analyses / SATURATION.analyses),
      text: `You have run ${i.analyses} ${i.analyses === 1 ? "analysis" : "analyses"} so far: one a day on the symbols you follow builds experience fastest.`,
    });
  }
  if (i.simulations < 5) {
    tips.push({
      cost: 10 - 10 * (i.simulations / SATURATION.simulations),
      text: `Replay a plan in the Trade Simulator before risking money: ${i.simulations} ${i.simulations === 1 ? "simulation" : "simulations"} so far.`,
    });
  }
  if (decided < 5) {
    tips.push({
      cost: 40 - b.accuracy,
      text:
        decided === 0
          ? "No resolved calls yet: accuracy points come as your BUY/SELL calls reach their stop or target."
          : `Only ${decided} of your BUY/SELL calls ${decided === 1 ? "has" : "have"} reached its stop or target so far: accuracy points grow as more calls resolve.`,
    });
  } else if (i.wins / decided < 0.5) {
    tips.push({
      cost: 40 - b.accuracy,
      text: `The stop was hit first in ${i.losses} of your ${decided} resolved calls: wait for confirmation, or place stops beyond the nearest support or resistance.`,
    });
  }
  if (i.expired > 0 && i.expired >= decided) {
    tips.push({
      cost: 8,
      text: `${i.expired} of your calls expired before reaching stop or target: choose targets closer to the price, or a longer investment type.`,
    });
  }
  if (i.activeWeeks < SATURATION.weeks / 2) {
    tips.push({
      cost: 20 - b.consistency,
      text: `You were active in ${i.activeWeeks} of the last ${SATURATION.weeks} weeks: a short weekly review keeps your consistency score rising.`,
    });
  }
  if (i.averageLeverage !== null && i.averageLeverage > 20) {
    tips.push({
      cost: 6,
      text: `Your average leverage is ${Math.round(i.averageLeverage)}x: at that size a 1% move against you costs ${Math.round(i.averageLeverage)}% of the position.`,
    });
  }
  if (!tips.length)
    return ["Every part of your score is strong: keep the same routine and review your losing calls each week."];
  return tips
    .sort((a, b) => b.cost - a.cost)
    .slice(0, 3)
    .map((t) => t.text);
}
