import { render, screen, within } from "@testing-library/react";
import { Landing } from "./landing";
import { EXAMPLE_ANALYSIS } from "./example-analysis";
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

describe("the landing page", () => {
  it("keeps the spec's tagline, Get Started, credit line and disclaimer", () => {
    render(<Landing />);
    expect(screen.getByText("A New Way To Invest with artificial intelligence")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/login");
    expect(screen.getByText(/^Created by/)).toBeInTheDocument();
    expect(screen.getByText(/do not constitute financial advice/)).toBeInTheDocument();
  });

  it("shows a sample analysis labelled Example, with consistent levels", () => {
    render(<Landing />);
    const card = screen.getByRole("figure");
    expect(within(card).getByText("Example")).toBeInTheDocument();
    expect(within(card).getByText("BUY")).toBeInTheDocument();
    expect(within(card).getByText("227.90")).toBeInTheDocument();
    const a = EXAMPLE_ANALYSIS;
    expect((a.takeProfit2 - a.entryPrice) / (a.entryPrice - a.stopLoss)).toBeCloseTo(a.riskRewardRatio, 5);
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
      "So far 40 calls have resolved on this server: 55% won (22 wins, 18 losses); simply buying won 48% of the same trades. 1 more is still running.",
    );
  });
});
