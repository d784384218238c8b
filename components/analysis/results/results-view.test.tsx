import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { storeLatestAnalysis } from "@/lib/analysis/client/latest-analysis";
import type { AnalysisResult } from "@/lib/analysis/types";
import { AnalysisResultsScreen } from "./analysis-results-screen";
import type { InitialAnalysis } from "@/lib/analysis/load-own-analysis";
import { testAnalysis } from "@/tests/helpers/test-analysis";
import { jsonResponse } from "@/tests/helpers/json-response";

// The canvas chart cannot run in jsdom; everything else on the screen is checked here.
jest.mock(
  "next/dynamic",
  () => () =>
    function ChartStub() {
      return <div data-testid="analysis-chart" />;
    },
);

let posts: { url: string; body: unknown }[] = [];
let saveStatus = 201;

beforeEach(() => {
  posts = [];
  saveStatus = 201;
  localStorage.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const status = url === "/api/saved-analyses" ? saveStatus : 404;
    if (init?.method === "POST") posts.push({ url, body: JSON.parse(String(init.body)) });
    return jsonResponse(status, status === 201 ? { id: "s1" } : { message: "Analysis not found" });
  }) as typeof fetch;
});

function show(initial: InitialAnalysis, id: string | null = "an_1", layout: "desktop" | "mobile" = "desktop") {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <AnalysisResultsScreen id={id} initial={initial} layout={layout} />
    </QueryClientProvider>,
  );
}
const found = (over: Partial<AnalysisResult> = {}): InitialAnalysis => ({
  status: "found",
  analysis: testAnalysis(over),
});
const regionNames = () =>
  screen
    .getAllByRole("region")
    .map(
      (r) => r.getAttribute("aria-label") ?? document.getElementById(r.getAttribute("aria-labelledby")!)?.textContent,
    );

test("shows the sections in the order of spec part 2 section 2, the chart after the strategy grid", () => {
  show(found());
  expect(regionNames()).toEqual([
    "Warning",
    "Success Probability",
    "Symbol",
    "Trading Strategy",
    "Price Chart",
    "Strategy Analysis (built-in engine)",
    "Market Indicators",
    "Chart Patterns",
    "Risk Level",
    "Alternative Recommendation",
    "Market Data",
    "Backtesting",
    "Market News",
    "Market Timing Alert",
  ]);
  expect(screen.getByRole("button", { name: "Save Analysis" })).toBeEnabled();
  expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
});

test("labels the targets and prints prices by the decimals rule", () => {
  show(found());
  const grid = screen.getByRole("region", { name: "Trading Strategy" });
  expect(within(grid).getByText("Take Profit 1").parentElement).toHaveTextContent("236.4060-65% target");
  expect(within(grid).getByText("Take Profit 2").parentElement).toHaveTextContent("240.00100% target");
  expect(screen.getByTestId("current-price")).toHaveTextContent("230.50 USD");
});

test.each([
  ["EURUSD=X", 1.08123, "1.08123"],
  ["BTC-USD", 65432.1, "65,432.10"],
  ["AAPL", 0, "0.00"],
])("price of %s at %s reads %s", (symbol, price, text) => {
  show(
    found({
      symbol,
      identifiedSymbol: symbol,
      currentPrice: price,
      marketData: { ...testAnalysis().marketData, currentPrice: price },
    }),
  );
  expect(screen.getByTestId("current-price")).toHaveTextContent(text);
});

test("the recommendation comes from the reasoning text, not the stated one, and the verdict follows it", () => {
  const reasoning = "Avoid this trade for now: the stop would be too far away. The trend was bullish.";
  show(
    found({ reasoning, detailedStrategy: { ...testAnalysis().detailedStrategy, reasoning, recommendation: "BUY" } }),
  );
  expect(screen.getByTestId("recommendation")).toHaveTextContent("AVOID");
  expect(screen.getByTestId("verdict-badge")).toHaveTextContent("AVOID");
  expect(screen.getByTestId("success-probability")).toHaveTextContent("0%"); // AVOID forces 0%
  expect(screen.queryByText(/^Profit probability/)).not.toBeInTheDocument();
});

test("WAIT caps the probability at 35 and reads caution", () => {
  const reasoning = "Waiting for confirmation is the better call.";
  show(
    found({ successProbability: 70, reasoning, detailedStrategy: { ...testAnalysis().detailedStrategy, reasoning } }),
  );
  expect(screen.getByTestId("recommendation")).toHaveTextContent("WAIT");
  expect(screen.getByTestId("success-probability")).toHaveTextContent("35%");
  expect(screen.getByText("Caution")).toBeInTheDocument();
});

test.each([
  [75, 70, true, true],
  [74, 69, false, false],
])("profit probability %s and validation score %s: profit badge shown %s", (profit, score, profitBadge) => {
  show(found({ profitProbability: profit, marketData: { ...testAnalysis().marketData, validationScore: score } }));
  expect(screen.queryByText(`Profit probability ${profit}%`) !== null).toBe(profitBadge);
  expect(screen.queryByText("AI Validated")).toBeNull(); // the badge says what happened instead
});

test("three enhanced warnings make an otherwise approved call CAUTION, high risk", () => {
  const enhancedAnalysis: AnalysisResult["enhancedAnalysis"] = {
    multiTimeframeAnalysis: { overallSignal: "WAIT", alignment: 40, timeframes: [] },
    patternAnalysis: { historicalSuccessRate: 60, patterns: [] },
    correlationAnalysis: { sentiment: "MIXED", benchmark: "SPY", correlation: null },
  };
  show(found({ enhancedAnalysis, detailedStrategy: { ...testAnalysis().detailedStrategy, enhancedAnalysis } }));
  expect(screen.getByTestId("verdict-badge")).toHaveTextContent("CAUTION");
  expect(screen.getByText("High risk")).toBeInTheDocument();
  expect(within(screen.getByRole("list", { name: "Enhanced warnings" })).getAllByRole("listitem")).toHaveLength(3);
});

test("says which engine and data source made the analysis", () => {
  const { unmount } = show(found());
  expect(screen.getByLabelText("DEMO data")).toBeInTheDocument();
  expect(screen.getByTestId("engine")).toHaveTextContent("Candlewise built-in engine");
  expect(screen.getByRole("region", { name: "Warning" })).toHaveTextContent("Demo market data");
  unmount();
  const live = testAnalysis();
  show(
    found({
      metadata: { ...live.metadata, dataSource: "yahoo", engine: "together:meta-llama/Llama-4", engineNote: undefined },
    }),
  );
  expect(screen.getByLabelText("LIVE data")).toBeInTheDocument();
  expect(screen.getByTestId("engine")).toHaveTextContent("Together AI vision model (meta-llama/Llama-4)");
  expect(screen.getByTestId("engine")).toHaveTextContent("Yahoo Finance");
});

test("a server 'not found' shows 'Analysis Not Found' with a Dashboard button, even with a local copy", () => {
  storeLatestAnalysis(testAnalysis());
  show({ status: "not_found" });
  expect(screen.getByRole("heading", { name: "Analysis Not Found" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
});

test("without an id the phone layout shows the locally stored latest analysis, else Not Found", async () => {
  storeLatestAnalysis(testAnalysis({ identifiedSymbol: "MSFT", symbol: "MSFT" }));
  const { unmount } = show({ status: "no_id" }, null, "mobile");
  expect(await screen.findByTestId("symbol")).toHaveTextContent("MSFT");
  unmount();
  localStorage.clear();
  show({ status: "no_id" }, null, "mobile");
  expect(await screen.findByRole("heading", { name: "Analysis Not Found" })).toBeInTheDocument();
});

test("when the server could not answer, it asks the API again, then falls back to this browser's copy", async () => {
  storeLatestAnalysis(testAnalysis({ id: "an_9" }));
  show({ status: "error" }, "an_9");
  expect(screen.getByRole("status", { name: "Loading analysis" })).toBeInTheDocument();
  expect(await screen.findByTestId("symbol")).toHaveTextContent("AAPL");
  expect(global.fetch).toHaveBeenCalledWith("/api/analysis/an_9", expect.anything());
});

test("Save Analysis posts the analysis id once and then reads Saved; a failure leaves it enabled", async () => {
  const user = userEvent.setup();
  const { unmount } = show(found());
  await user.click(screen.getByRole("button", { name: "Save Analysis" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled());
  expect(posts).toEqual([{ url: "/api/saved-analyses", body: { analysisId: "an_1" } }]);
  unmount();

  saveStatus = 404;
  show(found());
  await user.click(screen.getByRole("button", { name: "Save Analysis" }));
  await waitFor(() => expect(posts).toHaveLength(2));
  await waitFor(() => expect(screen.getByRole("button", { name: "Save Analysis" })).toBeEnabled());
});
