import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import type { PatternLearningStats } from "@/lib/learning/stats";
import { TrainingModel } from "./training-model";
import { jsonResponse } from "@/tests/helpers/json-response";

let answer: PatternLearningStats;
let calls = 0;

const empty: PatternLearningStats = {
  learningPhase: "memorizing",
  daysUntilPrediction: 365,
  predictionFrom: null,
  storedScreenshots: 0,
  totalPatterns: 0,
  pendingVerification: 0,
  verifiedPatterns: 0,
  successRate: null,
  patternsByType: {},
  patternsByDirection: {},
  recentPatterns: [],
  hitRatesByType: [],
};

beforeEach(() => {
  calls = 0;
  global.fetch = jest.fn(async () => {
    calls++;
    return jsonResponse(200, answer);
  }) as typeof fetch;
});

const renderPage = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <TrainingModel />
    </QueryClientProvider>,
  );

describe("TrainingModel", () => {
  it("shows the loading text, then both empty texts when nothing was learned yet", async () => {
    answer = empty;
    renderPage();
    expect(screen.getByText("Loading Pattern Learning Statistics...")).toBeInTheDocument();
    expect(
      await screen.findByText("No patterns detected yet. Start analyzing charts to begin training!"),
    ).toBeInTheDocument();
    expect(screen.getAllByText("No patterns detected yet")).toHaveLength(2); // by type and by direction
    expect(screen.getByText("Memorizing")).toBeInTheDocument();
    expect(screen.getByText(/365 days until prediction/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Admin Dashboard/ })).toHaveAttribute("href", "/admin-dashboard");
  });

  it("says it learns from the market's price bars of every analysis, not from screenshots", async () => {
    answer = { ...empty, storedScreenshots: 0, totalPatterns: 4 };
    renderPage();
    const notice = screen.getByTestId("learns-from");
    expect(notice).toHaveTextContent("Learning from every analysis's market data");
    expect(notice).toHaveTextContent("in the market's price bars (candles)");
    expect(notice).toHaveTextContent("whether or not a screenshot was uploaded");
    expect(document.body.textContent).not.toMatch(/Learning from your screenshots/);
    expect(await screen.findByText("Uploaded charts kept; patterns are learned without them")).toBeInTheDocument();
  });

  it("colours the success rate, labels directions and shows each pattern's state; Refresh Stats asks again", async () => {
    answer = {
      ...empty,
      learningPhase: "predicting",
      daysUntilPrediction: 0,
      totalPatterns: 3,
      pendingVerification: 1,
      verifiedPatterns: 2,
      successRate: 50,
      patternsByType: { breakout: 3 },
      patternsByDirection: { BULLISH: 2, BEARISH: 1 },
      recentPatterns: [
        {
          id: "1",
          ticker: "AAPL",
          patternType: "breakout",
          patternDirection: "BULLISH",
          confidence: 64,
          verifiedAt: null,
          targetReached: null,
          detectedAt: "2026-01-05T10:00:00Z",
        },
        {
          id: "2",
          ticker: "MSFT",
          patternType: "breakout",
          patternDirection: "BULLISH",
          confidence: 60,
          verifiedAt: "2026-01-06T10:00:00Z",
          targetReached: true,
          detectedAt: "2026-01-04T10:00:00Z",
        },
        {
          id: "3",
          ticker: "GC=F",
          patternType: "breakout",
          patternDirection: "BEARISH",
          confidence: 58,
          verifiedAt: "2026-01-06T10:00:00Z",
          targetReached: false,
          detectedAt: "2026-01-03T10:00:00Z",
        },
      ],
    };
    renderPage();
    expect(await screen.findByText("System can now predict patterns without screenshots!")).toBeInTheDocument();
    expect(screen.getByText("50%")).toHaveClass("text-warning");
    expect(screen.getByText("BULLISH")).toBeInTheDocument();
    expect(screen.getByText("BEARISH")).toBeInTheDocument();
    const states = within(screen.getByRole("list", { name: "Recent patterns" }))
      .getAllByText(/^(pending|success|failed)$/)
      .map((e) => e.textContent);
    expect(states).toEqual(["pending", "success", "failed"]);
    // Named, not coded: "Gold", not GC=F.
    const recent = screen.getByRole("list", { name: "Recent patterns" });
    expect(recent).toHaveTextContent("Gold · ");
    expect(recent).not.toHaveTextContent("GC=F");
    const before = calls;
    await userEvent.click(screen.getByRole("button", { name: "Refresh Stats" }));
    expect(calls).toBe(before + 1);
  });
});
