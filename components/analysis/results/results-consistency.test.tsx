import { render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import type { AnalysisResult } from "@/lib/analysis/types";
import { ResultsView } from "./results-view";
import { testAnalysis } from "@/tests/helpers/test-analysis";

// One probability on the whole screen, badges that agree with the verdict, copy
// without doubled words, volume "n/a" where the market has none.
jest.mock(
  "next/dynamic",
  () => () =>
    function ChartStub() {
      return <div data-testid="analysis-chart" />;
    },
);

const show = (a: AnalysisResult) =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ResultsView analysis={a} layout="desktop" />
    </QueryClientProvider>,
  );

/** Every "N% ... probability" or "probability N%" on the screen, except the alternative's own. */
function probabilitiesOnScreen(): number[] {
  const alt = screen.getByRole("region", { name: "Alternative Recommendation" });
  const text = Array.from(document.querySelectorAll("main > *"))
    .filter((el) => el !== alt)
    .map((el) => el.textContent ?? "")
    .join(" ");
  return [...text.matchAll(/(?<!Profit )probability\s*([\d.]+)%|([\d.]+)%\s*(?:success )?probability/gi)].map((m) =>
    Number(m[1] ?? m[2]),
  );
}

const wait = (over: Partial<AnalysisResult> = {}) => {
  const base = testAnalysis();
  const reasoning =
    "AAPL trades at 230.50 USD. Waiting for confirmation is the better call: the indicators do not agree. " +
    "Success probability 35%, capped while the call is to wait (the rules won 50% of their past trades here).";
  return testAnalysis({
    successProbability: 35,
    reasoning,
    detailedStrategy: { ...base.detailedStrategy, reasoning, recommendation: "WAIT" },
    recommendation: "WAIT",
    ...over,
  });
};

test("shows one probability: the headline, also in the strategy text", () => {
  show(wait());
  expect(screen.getByTestId("success-probability")).toHaveTextContent("35%");
  expect([...new Set(probabilitiesOnScreen())]).toEqual([35]);
});

test("AVOID shows 0% everywhere and no AI Validated, high score or LOW RISK beside it", () => {
  const base = testAnalysis();
  const reasoning =
    "Avoid this trade for now: the smallest tradable size risks too much. Success probability 0%: no position can be opened on these terms.";
  show(
    testAnalysis({
      successProbability: 0,
      recommendation: "AVOID",
      reasoning,
      profitProbability: 80,
      detailedStrategy: { ...base.detailedStrategy, reasoning, recommendation: "AVOID" },
      marketData: { ...base.marketData, riskLevel: "LOW", validationScore: 100 },
    }),
  );
  expect(screen.getByTestId("success-probability")).toHaveTextContent("0%");
  expect([...new Set(probabilitiesOnScreen())]).toEqual([0]);
  expect(screen.queryByText("AI Validated")).not.toBeInTheDocument();
  expect(screen.queryByText(/^Profit probability/)).not.toBeInTheDocument();
  expect(screen.getByTestId("risk-level")).toHaveTextContent("HIGH RISK");
  const market = screen.getByRole("region", { name: "Market Data" });
  expect(within(market).getByText("Validation score").nextSibling).toHaveTextContent("50/100");
});

test("a high-risk WAIT (three warnings) drops the validated badges and reads with spaces", () => {
  const enhancedAnalysis: AnalysisResult["enhancedAnalysis"] = {
    multiTimeframeAnalysis: { overallSignal: "WAIT", alignment: 40, timeframes: [] },
    patternAnalysis: { historicalSuccessRate: 10, patterns: [] },
    correlationAnalysis: { sentiment: "MIXED", benchmark: "SPY", correlation: null },
  };
  const a = wait({
    successProbability: 14.3,
    enhancedAnalysis,
    marketData: { ...testAnalysis().marketData, riskLevel: "LOW", validationScore: 100 },
  });
  a.detailedStrategy.enhancedAnalysis = enhancedAnalysis;
  show(a);
  expect(screen.getByTestId("verdict")).toHaveTextContent(/^Verdict WAIT High risk · /);
  expect(screen.queryByText("AI Validated")).not.toBeInTheDocument();
  expect(screen.getByTestId("risk-level")).toHaveTextContent("HIGH RISK");
});

test("CAUTION is not followed by 'Caution', APPROVED not by 'Approved'", () => {
  const { unmount } = show(testAnalysis({ successProbability: 50 }));
  expect(screen.getByTestId("verdict-badge")).toHaveTextContent("CAUTION");
  expect(screen.queryByTestId("verdict-level")).not.toBeInTheDocument();
  expect(screen.getByTestId("verdict")).not.toHaveTextContent(/CAUTION\s*Caution/);
  unmount();
  show(testAnalysis());
  expect(screen.getByTestId("verdict-badge")).toHaveTextContent("APPROVED");
  expect(screen.queryByTestId("verdict-level")).not.toBeInTheDocument();
});

test("forex shows lots, 5 decimals and no volume figure", () => {
  const base = testAnalysis();
  show(
    testAnalysis({
      symbol: "EURUSD=X",
      identifiedSymbol: "EURUSD=X",
      instrumentType: "forex",
      currentPrice: 1.08123,
      entryPrice: 1.08123,
      stopLoss: 1.0795,
      takeProfit1: 1.0834,
      takeProfit2: 1.0847,
      personalizedStrategy: {
        ...base.personalizedStrategy,
        entry: { price: 1.08123 },
        stopLoss: { price: 1.0795 },
        takeProfit: { tp1: { price: 1.0834 }, tp2: { price: 1.0847 } },
      },
      detailedStrategy: {
        ...base.detailedStrategy,
        entryPrice: 1.08123,
        stopLoss: 1.0795,
        takeProfit1: 1.0834,
        takeProfit2: 1.0847,
        takeProfit: 1.0847,
      },
      levels: {
        ...base.levels,
        entryPrice: 1.08123,
        stopLoss: 1.0795,
        takeProfit1: 1.0834,
        takeProfit2: 1.0847,
        positionSize: 45_000,
        positionValue: 48_655.35,
        potentialLoss: 77.85,
      },
      indicators: {
        ...base.indicators,
        volume: 0,
        averageVolume: 0,
        volumeRatio: 1,
        macd: { macd: 0.0001, signal: 0.00008, histogram: 0.0000123 },
      },
      marketData: { ...base.marketData, volume: 0, currentPrice: 1.08123 },
    }),
  );
  const grid = screen.getByRole("region", { name: "Trading Strategy" });
  expect(within(grid).getByText("0.45 lots (45,000 units)")).toBeInTheDocument();
  expect(within(grid).getByText("Stop Loss").parentElement).toHaveTextContent("1.07950");
  expect(within(screen.getByRole("region", { name: "Market Data" })).getByText("Volume").nextSibling).toHaveTextContent(
    "n/a",
  );
  const indicators = screen.getByRole("region", { name: "Market Indicators" });
  expect(within(indicators).getByText("Volume vs average").nextSibling).toHaveTextContent("n/a");
  expect(within(indicators).getByText("MACD histogram").nextSibling).toHaveTextContent("0.000012");
});
