import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { Toaster } from "@/components/ui/toaster";
import type { TradeIdea } from "@/lib/ideas/types";
import { TradeIdeas } from "./trade-ideas";
import { jsonResponse } from "@/tests/helpers/json-response";

type Answer = { status: number; body: unknown };
let forceAnswer: Answer;
let listAnswers: Answer[];
const calls: string[] = [];

const idea = (over: Partial<TradeIdea> = {}): TradeIdea => ({
  id: "NVDA-1",
  ticker: "NVDA",
  symbol: "NVDA",
  name: "NVIDIA Corporation",
  tradingType: "scalping",
  investmentType: "scalping",
  timeFrame: "5m",
  timeframe: "5m",
  tradeDirection: "BUY",
  sentiment: "BULLISH",
  confidence: 66.7,
  entry: 181.25,
  entryPrice: 181.25,
  takeProfit: 183.1,
  stopLoss: 180.4,
  asset: "stock",
  recommendedBudget: 312.5,
  leverage: 5,
  winRate: 55,
  backtestTrades: 40,
  profitTarget: 1.02,
  riskLevel: "MEDIUM",
  riskReward: 2.18,
  rsi: 58.3,
  trend: "UPTREND",
  volume: 1_250_000,
  currentPrice: 181.25,
  reasons: ["price above SMA20 and SMA50"],
  source: "demo",
  generatedAt: "2026-03-10T15:30:00.000Z",
  generatedAtLocal: "2026-03-10 15:30 UTC",
  ...over,
});
const batch = (ideas: TradeIdea[]) => ({
  ideas,
  totalIdeas: ideas.length,
  disclaimer: "Educational, not financial advice.",
  generatedAt: ideas[0]?.generatedAt ?? null,
  source: "demo",
});

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    let r: Answer = { status: 404, body: { message: "Not found" } };
    if (url === "/api/auth/user") r = { status: 200, body: { id: "u1", plan: "trial", hasProAccess: true } };
    if (url === "/api/dashboard/trade-ideas") r = listAnswers.length > 1 ? listAnswers.shift()! : listAnswers[0];
    if (url === "/api/dashboard/trade-ideas?force=true") r = forceAnswer;
    return jsonResponse(r.status, r.body);
  }) as typeof fetch;
});

const renderIdeas = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <TradeIdeas />
      <Toaster />
    </QueryClientProvider>,
  );

describe("Daily Trade Ideas section", () => {
  it("shows each idea with its levels, the DEMO badge and an Analyze link with the card defaults", async () => {
    listAnswers = [{ status: 200, body: batch([idea()]) }];
    renderIdeas();
    const card = await screen.findByRole("article", { name: "BUY NVDA" });
    expect(within(card).getByText("181.25")).toBeInTheDocument();
    expect(within(card).getByText("2.18 : 1")).toBeInTheDocument();
    expect(screen.getByText("DEMO")).toBeInTheDocument();
    expect(screen.getByText("1 idea")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Analyze NVDA" })).toHaveAttribute(
      "href",
      "/new-analysis?prefill=true&ticker=NVDA&budget=750&profit=5%25&type=scalping&risk=2&leverage=5",
    );
  });

  it("names the instrument and shows the probability the analysis it opens shows", async () => {
    listAnswers = [
      {
        status: 200,
        body: batch([
          idea({ id: "G-1", ticker: "GC=F", symbol: "GC=F", name: "Gold", asset: "commodity", leverage: 10 }),
        ]),
      },
    ];
    renderIdeas();
    const card = await screen.findByRole("article", { name: "BUY Gold" });
    expect(within(card).getByTestId("idea-title")).toHaveTextContent("Gold");
    expect(card).not.toHaveTextContent("GC=F");
    expect(within(card).getByTestId("idea-probability")).toHaveTextContent("Success probability 66.7%");
    // The window's length under the number, and the backtest as whole counts (55% of 40 is 22).
    expect(within(card).getByTestId("idea-window")).toHaveTextContent("Success: TP1 before the stop within 1 day.");
    expect(within(card).getByText("Backtest").nextSibling).toHaveTextContent(/^won 22 of 40 trades \(55%\)$/);
    expect(card).not.toHaveTextContent("Win rate (backtest)");
    // Same inputs as the scan: the analysis it opens is built from the same risk and leverage.
    const href = within(card).getByRole("link", { name: "Analyze Gold" }).getAttribute("href")!;
    const q = new URLSearchParams(href.split("?")[1]);
    expect(Object.fromEntries(q)).toMatchObject({ ticker: "GC=F", risk: "2", leverage: "10", budget: "750" });
  });

  it("forces a new scan, says how many ideas came out and refetches the list", async () => {
    listAnswers = [
      { status: 200, body: batch([idea()]) },
      {
        status: 200,
        body: batch([
          idea(),
          idea({ id: "ETH-1", ticker: "ETH-USD", symbol: "ETH-USD", tradeDirection: "SELL", sentiment: "BEARISH" }),
        ]),
      },
    ];
    forceAnswer = { status: 200, body: { ...batch([idea(), idea({ id: "ETH-1" })]), fresh: true } };
    renderIdeas();
    await screen.findByRole("article", { name: "BUY NVDA" });
    await userEvent.click(screen.getByRole("button", { name: "Update Ideas" }));
    expect(await screen.findByText("Trade Ideas Updated")).toBeInTheDocument();
    expect(screen.getByText("2 fresh institutional-quality trade ideas generated successfully")).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "SELL ETH-USD" })).toBeInTheDocument();
    expect(calls.filter((c) => c === "/api/dashboard/trade-ideas")).toHaveLength(2);
  });

  it("says so when the scan found nothing, and shows the server's reason when the update is refused", async () => {
    listAnswers = [{ status: 200, body: batch([]) }];
    forceAnswer = { status: 200, body: { ...batch([]), fresh: true } };
    renderIdeas();
    expect(await screen.findByText(/No fresh trade ideas available at this time:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Update Ideas" }));
    expect(await screen.findByText("Trade Ideas Updated")).toBeInTheDocument();
    expect(screen.getByText("No fresh trade ideas available at this time")).toBeInTheDocument();

    forceAnswer = {
      status: 429,
      body: {
        message:
          "You have asked for fresh trade ideas 5 times in 10 minutes. Please try again in 4 minutes; the ideas on the dashboard are the latest ones meanwhile.",
      },
    };
    await userEvent.click(screen.getByRole("button", { name: "Update Ideas" }));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(
      screen.getByText(/asked for fresh trade ideas 5 times in 10 minutes\. Please try again in 4 minutes;/),
    ).toBeInTheDocument();
  });

  it("answers a force right after someone else's with a calm note on the shared ideas, not an error", async () => {
    const madeAt = new Date(Date.now() - 60_000).toISOString();
    const shared = batch([idea({ generatedAt: madeAt })]);
    listAnswers = [{ status: 200, body: shared }];
    forceAnswer = {
      status: 200,
      body: {
        ...shared,
        generating: false,
        fresh: false,
        nextRefreshAt: new Date(Date.now() + 4 * 60_000).toISOString(),
      },
    };
    renderIdeas();
    await screen.findByRole("article", { name: "BUY NVDA" });
    await userEvent.click(screen.getByRole("button", { name: "Update Ideas" }));
    expect(await screen.findByText("Trade Ideas Up to Date")).toBeInTheDocument();
    expect(
      screen.getByText(
        /^These ideas were generated at \d{1,2}:\d{2} [AP]M, moments ago — they are the freshest available\. A new scan can start at \d{1,2}:\d{2} [AP]M\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Update Failed")).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "BUY NVDA" })).toBeInTheDocument();
  });

  it("keeps the skeleton, not an empty message, while the first scan is still running", async () => {
    listAnswers = [{ status: 200, body: { ...batch([]), generating: true } }];
    renderIdeas();
    await screen.findByText("Educational, not financial advice.");
    expect(screen.getByRole("status", { name: "Loading trade ideas" })).toBeInTheDocument();
    expect(screen.queryByText(/No fresh trade ideas available/)).not.toBeInTheDocument();
  });

  it("keeps the current ideas on screen while a new scan runs, and says so", async () => {
    jest.useFakeTimers();
    try {
      listAnswers = [
        { status: 200, body: { ...batch([idea()]), generating: true } },
        {
          status: 200,
          body: { ...batch([idea({ id: "ETH-1", ticker: "ETH-USD", symbol: "ETH-USD" })]), generating: false },
        },
      ];
      renderIdeas();
      await screen.findByRole("article", { name: "BUY NVDA" });
      expect(screen.getByText(/Scanning the market for new ideas/)).toHaveAttribute("role", "status");
      expect(screen.queryByRole("status", { name: "Loading trade ideas" })).not.toBeInTheDocument();
      const listCalls = () => calls.filter((u) => u === "/api/dashboard/trade-ideas").length;
      const before = listCalls();
      // The list asks again 5 s later (on the test's clock), not sooner, until the scan's batch lands.
      await act(() => jest.advanceTimersByTimeAsync(4_900));
      expect(listCalls()).toBe(before);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(listCalls()).toBe(before + 1);
      expect(await screen.findByRole("article", { name: "BUY ETH-USD" })).toBeInTheDocument();
      expect(screen.queryByText(/Scanning the market for new ideas/)).not.toBeInTheDocument();
      // The batch is final: no more polling.
      await act(() => jest.advanceTimersByTimeAsync(20_000));
      expect(listCalls()).toBe(before + 1);
    } finally {
      jest.useRealTimers();
    }
  });
});
