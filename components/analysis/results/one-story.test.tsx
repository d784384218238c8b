import { act, render, screen, within } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";
import { RESULTS_ON_PHONE } from "@/components/ui/toast";
import { toast } from "@/lib/client/use-toast";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import type { AnalysisResult } from "@/lib/analysis/types";
import { AnalysisResultsScreen } from "./analysis-results-screen";
import { testAnalysis } from "@/tests/helpers/test-analysis";

// Every part of one result tells the same story: who made it, what the backtest counted, how long
// success may take, and which colour a profit is.
jest.mock(
  "next/dynamic",
  () => () =>
    function ChartStub() {
      return <div data-testid="analysis-chart" />;
    },
);

function show(over: Partial<AnalysisResult> = {}) {
  const analysis = testAnalysis(over);
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <AnalysisResultsScreen id={analysis.id} initial={{ status: "found", analysis }} layout="desktop" />
    </QueryClientProvider>,
  );
}

const base = testAnalysis();

test("the built-in engine's work is not headed or disclaimed as the AI's; the AI provider's keeps the spec's words", () => {
  show();
  expect(screen.queryByRole("region", { name: "AI Strategy Analysis" })).toBeNull();
  expect(screen.getByRole("region", { name: "Strategy Analysis (built-in engine)" })).toBeInTheDocument();
  const banner = screen.getByRole("region", { name: "Warning" });
  expect(banner).not.toHaveTextContent("provided by the AI");
  expect(banner).toHaveTextContent("The analyses made by the built-in engine do not constitute financial advice");
});

test("an analysis a language model wrote keeps the spec's heading and disclaimer", () => {
  show({ metadata: { ...base.metadata, engine: "together:some-model" } });
  expect(screen.getByRole("region", { name: "AI Strategy Analysis" })).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Warning" })).toHaveTextContent(
    "The analyses provided by the AI do not constitute financial advice, nor a recommendation to buy or sell financial instruments.",
  );
});

test("the backtest reads as whole counts with their rate, and the window's length is said", () => {
  show({ backtesting: { ...base.backtesting!, winRate: 21.2, trades: 33 } });
  const card = screen.getByRole("region", { name: "Backtesting" });
  expect(card).toHaveTextContent("won 7 of 33 trades (21.2%)");
  expect(within(card).getByText("Window").parentElement).toHaveTextContent("21 days");
  // Under the headline probability too, not only on /track-record.
  expect(screen.getByTestId("probability-evidence")).toHaveTextContent("(swing: 21 days)");
});

test("a SELL's targets are coloured as profit, its stop as loss", () => {
  const [entry, stop, tp1, tp2] = [230.5, 234.75, 224.6, 221];
  const reasoning =
    "AAPL trades at 230.5000 USD. Bearish setup: the plan is a short position. Entry: market at 230.5000.";
  show({
    recommendation: "SELL",
    reasoning,
    entryPrice: entry,
    stopLoss: stop,
    takeProfit1: tp1,
    takeProfit2: tp2,
    takeProfit: tp2,
    levels: { ...base.levels!, entryPrice: entry, stopLoss: stop, takeProfit1: tp1, takeProfit2: tp2 },
    personalizedStrategy: {
      ...base.personalizedStrategy!,
      entry: { price: entry },
      stopLoss: { price: stop },
      takeProfit: { tp1: { price: tp1 }, tp2: { price: tp2 } },
    },
    detailedStrategy: {
      ...base.detailedStrategy!,
      recommendation: "SELL",
      reasoning,
      entryPrice: entry,
      stopLoss: stop,
      takeProfit1: tp1,
      takeProfit2: tp2,
      takeProfit: tp2,
    },
    aiAnalysis: { entryPrice: entry, stopLoss: stop, takeProfit: tp2, summary: "Short AAPL at 230.5000." },
  });
  expect(screen.getByTestId("recommendation")).toHaveTextContent("SELL");
  const grid = screen.getByRole("region", { name: "Trading Strategy" });
  const value = (label: string) => within(grid).getByText(label).parentElement!.querySelector("dd")!;
  expect(value("Take Profit 1")).toHaveClass("text-bull");
  expect(value("Take Profit 2")).toHaveClass("text-bull");
  expect(value("Stop Loss")).toHaveClass("text-bear");
});

test("a CAUTION verdict is never shown beside LOW RISK", () => {
  const reasoning = "Waiting for confirmation is the better call.";
  show({
    successProbability: 70,
    reasoning,
    detailedStrategy: { ...base.detailedStrategy!, reasoning },
    marketData: { ...base.marketData!, riskLevel: "LOW" },
  });
  expect(screen.getByTestId("verdict")).toHaveTextContent("Caution");
  expect(screen.getByTestId("risk-level")).toHaveTextContent("MEDIUM RISK");
  expect(screen.getByRole("region", { name: "Risk Level" })).toHaveTextContent(
    "The verdict's caution keeps it at medium",
  );
});

test("on a phone, toasts leave the result's title free: below it, above the bottom and Save bars", async () => {
  show();
  render(<Toaster />);
  act(() => void toast({ title: "Analysis Created" }));
  const viewport = (await screen.findByText("Analysis Created")).closest("ol")!;
  // The viewport's phone rule applies while a results screen is in the page (CSS :has).
  expect(document.body.matches("body:has([data-results-screen])")).toBe(true);
  for (const c of RESULTS_ON_PHONE.split(" ")) expect(viewport).toHaveClass(c);
  expect(RESULTS_ON_PHONE).toMatch(/max-md:\[body:has\(\[data-results-screen\]\)_&\]:top-auto/);
});
