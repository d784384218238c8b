import { gateParts, noEdgeGate, unseen } from "./honest";
import type { CallRecord } from "./evaluate";
import { testCall } from "./test-call";
import type { CalibrationTable } from "@/lib/analysis/calibration/apply";
import type { MarketFeatures } from "@/lib/analysis/engine/market-features";

const features = (efficiency: number): MarketFeatures => ({
  trend: 1,
  higherTrend: 0,
  efficiency,
  structure: 0,
  momentum: 1,
  macd: 1,
  stopAtr: 2,
  gapAtr: 0,
});

/** Calls that win 2 R in trending markets every other time and lose 1 R in ranging ones. */
function calls(n: number): CallRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const trending = i % 2 === 0;
    const won = trending ? i % 4 === 0 : i % 10 === 1;
    return testCall(`S${i % 6}.csv`, i, {
      symbol: "S",
      raw: 45,
      rewardRisk: 3,
      status: won ? "win" : "loss",
      r: won ? 2 : -1,
      pct: 0,
      longStatus: won ? "win" : "loss",
      features: features(trending ? 0.5 : 0.1),
    });
  });
}

describe("the gate learnt from training calls", () => {
  const train = calls(240);

  it("keeps a direction check that raises the result per call, with both sides' figures", () => {
    const { checks } = gateParts(train);
    expect(checks.map((c) => c.name)).toEqual(["trending regime (efficiency >= 0.3)"]);
    const [regime] = checks;
    expect(regime.passed.n).toBe(120);
    expect(regime.failed.n).toBe(120);
    expect(regime.passed.expectancyR).toBeGreaterThan(regime.failed.expectancyR);
  });

  it("turns a call in a ranging market to WAIT and lets a trending one through", () => {
    const gate = noEdgeGate(train);
    const [trending, ranging] = calls(2);
    expect(gate(trending)).toBe(false);
    expect(gate(ranging)).toBe(true);
  });

  it("is applied by the unseen report exactly as the table ships it", () => {
    const table = {
      fittedAt: "t",
      knots: {},
      edge: {},
      evidence: { bins: [], from: "", to: "" },
      directionChecks: gateParts(train).checks,
    } as unknown as CalibrationTable;
    const fresh = calls(40).map((r) => ({ ...r, file: `U${r.file}`, raw: 80, randomWalk: 45 }));
    const shown = unseen(fresh, table).shown.map((s) => s.record);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((r) => r.features!.efficiency >= 0.3)).toBe(true);
    const without = unseen(fresh, { ...table, directionChecks: [] }).shown;
    expect(without.length).toBeGreaterThan(shown.length);
  });
});
