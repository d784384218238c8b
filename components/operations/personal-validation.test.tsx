import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PersonalValidation as Validation } from "@/lib/quality/personal-analysis";
import { jsonResponse } from "@/tests/helpers/json-response";
import { PersonalValidation } from "./personal-validation";

const checks = {
  badgeAlignment: true,
  leverageRespected: true,
  riskCalculationCorrect: true,
  hasTP1TP2: true,
  successProbabilityDynamic: true,
  hasRealisticPrices: false, // the demo market: consistent prices, but synthetic
  hasCompleteData: true,
  frontendReady: true,
};
const asset = (symbol: string) => ({
  symbol,
  passed: 7,
  total: 8,
  details: checks,
  pricesConsistent: true,
  input: {} as never,
  recommendation: "BUY",
  successProbability: 55,
});
const demoRun = {
  healthy: false,
  message: "14/16 checks passed on 2 assets (demo market data); not passing: Authentic Data Pricing.",
  successRate: 87.5,
  testsPassed: 14,
  totalTests: 16,
  timestamp: "2026-11-26T10:00:00Z",
  details: {
    yahooConnection: true,
    togetherAIConnection: true,
    badgeAlignmentTest: true,
    leverageRespectTest: true,
    riskCalculationTest: true,
    tp1tp2CalculationTest: true,
    successProbabilityTest: true,
    dataAuthenticityTest: false,
    frontendConsistencyTest: true,
    backendValidationTest: true,
  },
  testResults: [asset("AAPL"), asset("EURUSD=X")],
  synthetic: true,
  success: true,
} as unknown as Validation;

describe("/personal-analysis-validation on the demo market", () => {
  it("never shows 100% or 'Real Prices ✓' beside Authentic Data Pricing FAIL, and says why", async () => {
    global.fetch = jest.fn(async () => jsonResponse(200, demoRun)) as typeof fetch;
    render(<PersonalValidation />);
    await userEvent.click(screen.getByRole("button", { name: "Run Test" }));
    const overall = await screen.findByTestId("overall-results");
    expect(within(overall).getByText("87.5%")).toBeInTheDocument();
    expect(within(overall).getByTestId("demo-note")).toHaveTextContent(
      "its prices are synthetic, so Real Prices and Authentic Data Pricing fail by design",
    );
    expect(within(overall).getByTestId("demo-note")).toHaveTextContent("2/2 assets");
    const row = screen.getByText("Authentic Data Pricing").closest("li")!;
    expect(within(row).getByText("FAIL")).toBeInTheDocument();
    for (const card of screen.getAllByTestId("asset-result")) {
      const realPrices = within(card).getByText("Real Prices").closest("li")!;
      expect(within(realPrices).getByLabelText("failed: demo prices")).toBeInTheDocument();
      expect(within(realPrices).queryByText("✓")).not.toBeInTheDocument();
    }
    expect(document.body.textContent).not.toMatch(/100(\.0)?%|dataAuthenticityTest/);
    // An English page: the label is English; the spec's Italian locale is kept for the time itself.
    expect(screen.getByText(/^Test run: 26 nov 2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/eseguito/i);
    expect(screen.getByText("EUR/USD")).toBeInTheDocument(); // a name, not the feed's code
    expect(screen.queryByText("EURUSD=X")).not.toBeInTheDocument();
  });
});
