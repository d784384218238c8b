import { testAnalysis } from "@/tests/helpers/test-analysis";
import { screenModel } from "./screen-model";

// A default probability (history too short for a backtest) is never the headline as if measured.
test("without a backtest the headline says the probability was not measured", () => {
  const base = testAnalysis();
  const m = screenModel(
    testAnalysis({
      recommendation: "WAIT",
      successProbability: 35,
      backtesting: { ...base.backtesting, trades: 6, winRate: 58.1, sufficient: false },
    }),
  );
  expect(m.probabilityMeasured).toBe(false);
  expect(m.probabilityText).toBe("Not measured");
  expect(m.probabilityBasis).toBe(
    "no probability: 6 comparable trades in this symbol's history, too few for a backtest",
  );
  expect(`${m.probabilityText} ${m.probabilityBasis}`).not.toMatch(/\d+(\.\d+)?%/);
});

test("a measured probability is the headline", () => {
  const m = screenModel(testAnalysis());
  expect(m.probabilityMeasured).toBe(true);
  expect(m.probabilityText).toMatch(/^\d+(\.\d)?%$/);
});
