import { hitUpperFirst, randomWalkProbability } from "./random-walk";
import { seeded } from "@/tests/helpers/seeded-random";

// A discretely monitored walk misses touches between steps: the closed form is compared with the
// barriers moved out by 0.5826 sigma sqrt(dt) (Broadie-Glasserman-Kou), which corrects for that.
const BGK = 0.5826;

function simulate(up: number, down: number, sigma: number, steps: number, paths: number, seed: number) {
  const rand = seeded(seed);
  let hits = 0;
  let spare: number | null = null;
  const normal = () => {
    if (spare != null) {
      const s = spare;
      spare = null;
      return s;
    }
    const u = 1 - rand();
    const v = rand();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
  for (let p = 0; p < paths; p++) {
    let x = 0;
    for (let s = 0; s < steps; s++) {
      x += sigma * normal();
      if (x >= up) {
        hits++;
        break;
      }
      if (x <= -down) break;
    }
  }
  return hits / paths;
}

describe("random-walk baseline", () => {
  it.each([
    [0.02, 0.01, 0.004, 60], // target twice the stop, long window: near the one-third limit
    [0.03, 0.015, 0.003, 40], // the horizon binds: many paths touch neither
    [0.01, 0.02, 0.003, 40], // target nearer than the stop
  ])(
    "matches 100,000 simulated paths within 1 point (up %p, down %p, sigma %p, %p steps)",
    (up, down, sigma, steps) => {
      const shift = BGK * sigma;
      const closed = hitUpperFirst(up + shift, down + shift, sigma * sigma, steps);
      const simulated = simulate(up, down, sigma, steps, 100_000, 7);
      expect(Math.abs(closed - simulated) * 100).toBeLessThan(1);
    },
  );

  it("tends to the stop's share of the distance with no time limit", () => {
    expect(hitUpperFirst(2, 1, 1, 1e6)).toBeCloseTo(1 / 3, 6);
    expect(hitUpperFirst(1, 3, 1, 1e6)).toBeCloseTo(3 / 4, 6);
  });

  it("is small when the window is short against the distances", () => {
    expect(hitUpperFirst(1, 1, 1e-4, 1)).toBeLessThan(1e-6);
  });

  it("reads volatility and bars per time from the candles", () => {
    const rand = seeded(3);
    let price = 100;
    const candles = Array.from({ length: 120 }, (_, i) => {
      price *= Math.exp((rand() - 0.5) * 0.02);
      return { time: i * 3600, open: price, high: price, low: price, close: price, volume: 0 };
    });
    const p = randomWalkProbability({ candles, entry: 100, stop: 98, target: 104, windowMs: 1e9 * 3600 });
    // In log terms: the stop's share of ln(104/98), a little above a third.
    expect(p).toBeCloseTo((100 * Math.log(100 / 98)) / Math.log(104 / 98), 0);
    expect(
      randomWalkProbability({ candles: candles.slice(0, 10), entry: 100, stop: 98, target: 104, windowMs: 1 }),
    ).toBeNull();
  });
});
