import { render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import type { AnalysisResult } from "@/lib/analysis/types";
import { AnalysisResultsScreen } from "./analysis-results-screen";
import { testAnalysis } from "@/tests/helpers/test-analysis";

// The results screen says what happened: which checks ran, no order for a WAIT, names not codes.
jest.mock(
  "next/dynamic",
  () => () =>
    function ChartStub() {
      return <div data-testid="analysis-chart" />;
    },
);

const checks = {
  levelsOrdered: true,
  rewardRiskAtLeast1_5: true,
  stopAtLeastOneAtr: true,
  leverageRespected: true,
  riskRespected: true,
  quoteMatchesCandles: true,
  quoteFresh: true,
  backtestSufficient: true,
  verdictAcceptable: true,
};

function show(over: Partial<AnalysisResult> = {}) {
  const base = testAnalysis();
  const analysis = testAnalysis({
    detailedStrategy: { ...base.detailedStrategy, validationResult: { valid: true, score: 88, checks } },
    ...over,
  });
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <AnalysisResultsScreen id={analysis.id} initial={{ status: "found", analysis }} layout="desktop" />
    </QueryClientProvider>,
  );
}

test("item 2: a built-in analysis shows the rules it checked, never AI Validated", () => {
  show();
  expect(screen.getByTestId("checks-badge")).toHaveTextContent("Checked: 9/9 rules");
  expect(screen.queryByText(/AI Validated/)).toBeNull();
  expect(screen.queryByTestId("ai-badge")).toBeNull();
});

test("item 2: the real count, and 'AI' only when a model wrote the text", () => {
  const base = testAnalysis();
  show({
    detailedStrategy: {
      ...base.detailedStrategy,
      validationResult: {
        valid: false,
        score: 60,
        checks: { ...checks, quoteFresh: false, backtestSufficient: false },
      },
    },
    metadata: { ...base.metadata, engine: "together:some-model" },
  });
  expect(screen.getByTestId("checks-badge")).toHaveTextContent("Checked: 7/9 rules");
  expect(screen.getByTestId("ai-badge")).toHaveTextContent("AI");
});

test("item 3: a WAIT shows the conditions to wait for, no order and no position", () => {
  const reasoning = "Waiting for confirmation is the better call: the indicators do not agree.";
  const base = testAnalysis();
  show({
    recommendation: "WAIT",
    reasoning,
    detailedStrategy: { ...base.detailedStrategy, recommendation: "WAIT", reasoning },
    marketData: { ...base.marketData, resistance: 231, resistanceLevel: 231 },
  });
  expect(screen.queryByRole("region", { name: "Trading Strategy" })).toBeNull();
  const wait = screen.getByRole("region", { name: "Conditions to wait for" });
  const items = within(wait)
    .getAllByRole("listitem")
    .map((li) => li.textContent);
  expect(items[0]).toMatch(
    /^If the price closes above the resistance at 231\.00, then a buy near 230\.50 with a stop at 226\.25/,
  );
  expect(items[1]).toBe("If the price falls below 226.25, then the buy case is off.");
  expect(document.body.textContent).not.toMatch(/market order/);
  expect(screen.queryByText("Position")).toBeNull();
  expect(screen.queryByTestId("risk-text")).toBeNull();
});

test("a WAIT never names a trigger past its own first target", () => {
  // The resistance (238.00) lies beyond TP1 (236.40): a close above it would already have taken
  // the profit the conditional buy aims at, so the condition is the signals agreeing.
  const reasoning = "Waiting for confirmation is the better call: the indicators do not agree.";
  const base = testAnalysis();
  show({
    recommendation: "WAIT",
    reasoning,
    detailedStrategy: { ...base.detailedStrategy, recommendation: "WAIT", reasoning },
  });
  const wait = screen.getByRole("region", { name: "Conditions to wait for" });
  const first = within(wait).getAllByRole("listitem")[0].textContent;
  expect(first).not.toMatch(/238\.00/);
  expect(first).toMatch(/^If the signals come to agree on a buy, then a buy near 230\.50 with a stop at 226\.25/);
});

test("item 3: an AVOID presents no plan to take", () => {
  const reasoning = "Avoid this trade for now: the risk is out of proportion to the goal.";
  const base = testAnalysis();
  show({
    recommendation: "AVOID",
    reasoning,
    detailedStrategy: { ...base.detailedStrategy, recommendation: "AVOID", reasoning },
  });
  expect(screen.getByTestId("no-plan")).toHaveTextContent("No trade");
  expect(document.body.textContent).not.toMatch(/market order|Take Profit 1/);
  expect(screen.queryByText("Position")).toBeNull();
});

test("item 3: a position the budget cannot pay for is not shown (5 USD at 1x, a 252.47 share)", () => {
  const base = testAnalysis();
  show({
    budget: 5,
    leverage: 1,
    riskPercentage: 1,
    levels: { ...base.levels, entryPrice: 252.47, positionSize: 1, positionValue: 252.47, potentialLoss: 3.1 },
    sizing: { boundBy: "minimum", riskAllowed: 0.05, leverageCap: 5, step: 1 },
  });
  const grid = screen.getByRole("region", { name: "Trading Strategy" });
  expect(within(grid).getByText("Position").parentElement).toHaveTextContent("None");
  expect(grid).not.toHaveTextContent("1 share, ");
  expect(grid).not.toHaveTextContent("252.47 USD at risk");
  expect(screen.getByTestId("no-position")).toHaveTextContent(
    "No position: your budget of 5.00 USD at 1x (5.00 USD of position at most) is below one tradable unit (1 share costs 252.47 USD).",
  );
});

test("item 5: names, not feed codes, on the title and the symbol card", () => {
  show({ symbol: "EURUSD=X", identifiedSymbol: "EURUSD=X", instrumentName: "EUR/USD", instrumentType: "forex" });
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("EUR/USD Analysis");
  expect(screen.getByRole("heading", { level: 1 })).not.toHaveTextContent("EURUSD=X");
  expect(screen.getByTestId("symbol")).toHaveTextContent("EUR/USD");
});

test("a probability the history was too short to measure is not shown as one", () => {
  const base = testAnalysis();
  const reasoning = "Waiting for confirmation is the better call: too few comparable trades.";
  const { container } = show({
    recommendation: "WAIT",
    successProbability: 35,
    reasoning,
    detailedStrategy: { ...base.detailedStrategy, recommendation: "WAIT", reasoning },
    backtesting: { ...base.backtesting, trades: 6, winRate: 58.1, sufficient: false },
  });
  expect(screen.getByTestId("success-probability")).toHaveTextContent(/^Not measured$/);
  expect(screen.getByTestId("verdict")).toHaveTextContent("6 comparable trades in this symbol's history");
  expect(container.querySelector('[style*="width: 35%"]')).toBeNull();
});
