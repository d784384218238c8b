import { newAnalysisDefaults } from "./form-defaults";
import { parsePrefill } from "./prefill";

test("an idea's link carries the scan's risk and leverage into the form", () => {
  const prefill = parsePrefill(
    new URLSearchParams("prefill=true&ticker=intc&budget=750&profit=5%25&type=swing&risk=2&leverage=5"),
  );
  expect(prefill).toMatchObject({ ticker: "INTC", riskPercentage: 2, leverage: 5 });
  expect(newAnalysisDefaults(prefill)).toMatchObject({ riskPercentage: "2", leverage: "5", budget: "750" });
  // Out of the form's ranges: the form's own defaults.
  const odd = parsePrefill(new URLSearchParams("prefill=true&ticker=intc&risk=0.3&leverage=2.5"));
  expect(odd).not.toHaveProperty("riskPercentage");
  expect(odd).not.toHaveProperty("leverage");
  expect(newAnalysisDefaults(odd)).toMatchObject({ riskPercentage: "1", leverage: "1" });
});
