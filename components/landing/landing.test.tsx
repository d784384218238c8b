import { render, screen, within } from "@testing-library/react";
import { Landing } from "./landing";
import { SampleAnalysisCard } from "./sample-analysis-card";
import type { SampleAnalysis } from "@/lib/analysis/sample";
import { PRO_PRICE_USD } from "@/lib/plans/access";
import type { PublicTrackRecord } from "@/lib/track-record/public-stats";

const record = (over: Partial<PublicTrackRecord>): PublicTrackRecord => ({
  resolved: 0,
  wins: 0,
  losses: 0,
  open: 0,
  winRate: null,
  baselineWinRate: null,
  enough: false,
  ...over,
});

// A sample as lib/analysis/sample.ts builds it (its figures are tested there, against the engine).
const SAMPLE: SampleAnalysis = {
  symbol: "AAPL",
  name: "Apple Inc.",
  instrumentType: "stock",
  investmentType: "intraday",
  recommendation: "SELL",
  source: "demo",
  price: 246.0906544,
  decimals: 2,
  levels: {
    entryPrice: 246.09,
    entryType: "market",
    stopLoss: 249.61,
    takeProfit1: 241.4,
    takeProfit2: 238.13,
    riskRewardRatio: 2.26,
    positionSize: 8,
    positionValue: 1968.72,
    riskAmount: 30,
    potentialProfit: 63.68,
    potentialLoss: 28.16,
  },
  successProbability: 57.27,
  backtest: { winRate: 54.5, trades: 44 },
  reasons: ["higher timeframe downtrend", "RSI 43.7"],
  computedAt: "2026-11-17T16:00:00.000Z",
};

describe("the landing page", () => {
  it("keeps the spec's tagline, Get Started, credit line and disclaimer", () => {
    render(<Landing />);
    expect(screen.getByText("A New Way To Invest with artificial intelligence")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/login");
    expect(screen.getByText(/^Created by/)).toBeInTheDocument();
    expect(screen.getByText(/do not constitute financial advice/)).toBeInTheDocument();
  });

  it("shows the live sample labelled Example, with its source, levels and what the engine weighed", () => {
    render(<Landing sample={<SampleAnalysisCard sample={SAMPLE} />} />);
    const card = screen.getByRole("figure");
    expect(within(card).getByText("Example")).toBeInTheDocument();
    expect(within(card).getByRole("heading", { name: "Apple Inc. (AAPL) · intraday" })).toBeInTheDocument();
    expect(within(card).getByText("SELL")).toBeInTheDocument();
    expect(within(card).getByLabelText("DEMO data")).toBeInTheDocument();
    expect(within(card).getByText("Entry").nextSibling).toHaveTextContent(/^246\.09$/);
    expect(within(card).getByText("Stop loss").nextSibling).toHaveTextContent(/^249\.61$/);
    expect(within(card).getByText("Position size").nextSibling).toHaveTextContent(/^8 shares$/);
    expect(within(card).getByText("Risk if stopped").nextSibling).toHaveTextContent(/^28\.16 USD$/);
    expect(card).toHaveTextContent(
      "Success probability 57.3% (TP1 before the stop within 3 days) · backtest on this instrument's history: won 24 of 44 trades (54.5%).",
    );
    expect(card).toHaveTextContent("Indicators weighed: higher timeframe downtrend · RSI 43.7.");
    expect(card).toHaveTextContent("the demo market");
    expect(card).toHaveTextContent("3,000.00 USD budget, 5% profit goal, 1% risk, no leverage");
  });

  it("says why the sample is not a trade, and says so when market data is not available", () => {
    const wait: SampleAnalysis = {
      ...SAMPLE,
      recommendation: "AVOID",
      levels: null,
      reasons: ["no position fits 1% risk"],
    };
    const { rerender } = render(<SampleAnalysisCard sample={wait} />);
    expect(screen.getByText("AVOID")).toBeInTheDocument();
    expect(screen.getByText("Price").nextSibling).toHaveTextContent("246.09");
    expect(screen.queryByText("Entry")).toBeNull();
    expect(screen.queryByText(/Success probability/)).toBeNull();
    expect(screen.getByRole("figure")).toHaveTextContent("Why not now: no position fits 1% risk.");
    rerender(<SampleAnalysisCard sample={null} />);
    expect(screen.getByTestId("sample-analysis")).toHaveTextContent("not available right now");
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("gives the plans with the price the server charges", () => {
    render(<Landing />);
    expect(screen.getByText(`$${PRO_PRICE_USD.toFixed(2)} / month`)).toBeInTheDocument();
    expect(screen.getByText("7 days")).toBeInTheDocument();
  });

  it("publishes the win rate only with enough resolved calls, and says so otherwise", () => {
    const { rerender } = render(<Landing record={record({ resolved: 12, wins: 7, losses: 5, winRate: 58.3 })} />);
    expect(screen.getByTestId("public-track-record")).toHaveTextContent(
      "Not enough calls have resolved yet to publish a win rate (12 of the 30 needed)",
    );
    rerender(
      <Landing
        record={record({ resolved: 40, wins: 22, losses: 18, open: 1, winRate: 55, baselineWinRate: 48, enough: true })}
      />,
    );
    expect(screen.getByTestId("public-track-record")).toHaveTextContent(
      "So far 40 calls have resolved on this server: 55% won (22 reached their first target, 18 were stopped out or expired); simply buying won 48% of the same trades. 1 more is still running.",
    );
  });
});
