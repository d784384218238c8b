import { createDemoMarket } from "@/lib/providers/market/demo";
import { checkAsset } from "./asset-checks";
import { runSample, type SampleRun } from "./sample-analysis";
import { variantOf } from "./personal-cases";
import { pinnedMarket } from "@/tests/helpers/pinned-market";

// Each of the eight checks fails when its property is broken, and only that one.
const now = new Date("2026-03-10T17:30:00Z");
const market = pinnedMarket(createDemoMarket(), now);
const c = {
  symbol: "SPY",
  investmentType: "intraday" as const,
  budget: 8_000,
  profit: 2,
  profitType: "%" as const,
  riskPercentage: 1,
  leverage: 1,
};
let run: SampleRun;
let variant: SampleRun;
beforeAll(async () => {
  run = await runSample(c, { market, now });
  variant = await runSample(variantOf(c), { market, now });
});

const broken = (edit: (r: SampleRun) => void): SampleRun => {
  const copy = structuredClone(run);
  edit(copy);
  return copy;
};
const failing = (r: SampleRun, v: SampleRun | null = variant) =>
  Object.entries(checkAsset(r, v))
    .filter(([, ok]) => !ok)
    .map(([k]) => k);

describe("checkAsset", () => {
  it("passes a sample straight from the engine", () => {
    expect(failing(run)).toEqual([]);
  });

  it("fails exactly the broken property", () => {
    expect(
      failing(
        broken((r) => {
          r.result.levels.positionValue = c.budget * c.leverage * 3;
        }),
      ),
    ).toContain("leverageRespected");
    expect(
      failing(
        broken((r) => {
          r.result.levels.riskAmount = 999;
        }),
      ),
    ).toEqual(["riskCalculationCorrect"]);
    expect(
      failing(
        broken((r) => {
          const l = r.result.levels;
          [l.takeProfit1, l.takeProfit2] = [l.takeProfit2, l.takeProfit1];
        }),
      ),
    ).toEqual(["hasTP1TP2"]);
    expect(
      failing(
        run,
        broken((v) => {
          v.analysis.successProbability = run.analysis.successProbability;
        }),
      ),
    ).toEqual(["successProbabilityDynamic"]);
    expect(
      failing(
        broken((r) => {
          r.result.levels.entryPrice = r.analysis.quote.price * 1.5;
        }),
      ),
    ).toContain("hasRealisticPrices");
    expect(
      failing(
        broken((r) => {
          r.result.reasoning = " ";
          r.result.detailedStrategy.reasoning = " ";
        }),
      ),
    ).toContain("hasCompleteData");
    expect(
      failing(
        broken((r) => {
          r.result.personalizedStrategy.takeProfit.tp2.price += 1;
        }),
      ),
    ).toEqual(["frontendReady"]);
    expect(
      failing(
        broken((r) => {
          r.result.successProbability = r.result.recommendation === "WAIT" ? 50 : r.result.successProbability + 1;
        }),
      ),
    ).toContain("badgeAlignment");
  });
});
