import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { Toaster } from "@/components/ui/toaster";
import { TradeSimulator } from "./trade-simulator";
import { jsonResponse } from "@/tests/helpers/json-response";

// The canvas chart cannot run in jsdom; the card's numbers and texts are what is checked here.
jest.mock(
  "next/dynamic",
  () => () =>
    function TradeChartStub() {
      return <div data-testid="trade-chart" />;
    },
);

type Answer = { status: number; body: unknown };
let simulatorAnswers: Answer[] = [];
const posts: unknown[] = [];

beforeEach(() => {
  posts.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    let r: Answer = { status: 404, body: { message: "Not found" } };
    if (url === "/api/auth/user")
      r = { status: 200, body: { id: "u1", plan: "pro", role: "user", hasProAccess: true } };
    if (url === "/api/trade-simulator") {
      posts.push(JSON.parse(String(init?.body)));
      r = simulatorAnswers.shift() ?? r;
    }
    return jsonResponse(r.status, r.body);
  }) as typeof fetch;
});

const win = {
  success: true,
  result: "WIN",
  profit: 40,
  loss: 0,
  duration: "1h 5m",
  durationMinutes: 65,
  rrRatio: 2,
  drawdown: 1.2,
  aiFeedback: "Reward/risk was 2.00: a healthy ratio.",
  feedbackSource: "rules",
  message: "Take profit hit at 104.0000 after 1h 5m: +$40.00 (+4.00%).",
  id: "s1",
  ticker: "AAPL",
  tradeType: "intraday",
  direction: "long",
  returnPct: 4,
  interval: "5m",
  source: "demo",
  levels: { entry: 100, stopLoss: 98, takeProfit: 104 },
  entry: { time: 1, price: 100 },
  exit: { time: 2, price: 104, reason: "target", gap: false },
  markPrice: null,
  candles: [{ time: 1, open: 100, high: 101, low: 99, close: 100, volume: 1 }],
};

function renderSimulator() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <TradeSimulator />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function fillLevels() {
  await userEvent.type(screen.getByLabelText("Ticker"), "aapl");
  await userEvent.type(screen.getByLabelText("Investment amount (USD)"), "1000");
  await userEvent.type(screen.getByLabelText("Entry price"), "100");
  await userEvent.type(screen.getByLabelText("Stop loss"), "98");
  await userEvent.type(screen.getByLabelText("Take profit"), "104");
}

describe("Trade Simulator section", () => {
  it("shows the spec's message under each missing field and sends nothing", async () => {
    renderSimulator();
    await userEvent.click(await screen.findByRole("button", { name: "Simulate Trade" }));
    for (const message of [
      "Ticker symbol is required",
      "Investment amount is required",
      "Entry price is required",
      "Stop loss is required",
      "Take profit is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(posts).toHaveLength(0);
  });

  it("starts with intraday and leverage 1, sends the request and shows the result with a toast", async () => {
    simulatorAnswers = [{ status: 200, body: win }];
    renderSimulator();
    await screen.findByRole("button", { name: "Simulate Trade" });
    expect(screen.getByLabelText("Trade type")).toHaveValue("intraday");
    expect(screen.getByLabelText(/Leverage/)).toHaveValue(1);
    await fillLevels();
    await userEvent.click(screen.getByRole("button", { name: "Simulate Trade" }));
    expect(await screen.findByText("Trade Simulation Complete")).toBeInTheDocument();
    expect(screen.getByText("WIN: +$40.00")).toBeInTheDocument();
    expect(screen.getByTestId("simulation-result")).toHaveTextContent("WIN");
    expect(screen.getByText(/Reward\/risk was 2.00/)).toBeInTheDocument();
    expect(posts[0]).toMatchObject({
      ticker: "AAPL",
      investmentAmount: 1000,
      tradeType: "intraday",
      entryPrice: 100,
      stopLoss: 98,
      takeProfit: 104,
      leverage: 1,
    });
  });

  it("under a DEMO badge says demo candles, never real history, and names the instrument", async () => {
    simulatorAnswers = [{ status: 200, body: { ...win, ticker: "GC=F" } }];
    renderSimulator();
    await screen.findByRole("button", { name: "Simulate Trade" });
    expect(screen.getByRole("region", { name: "Trade Simulator" })).not.toHaveTextContent("real historical");
    await fillLevels();
    await userEvent.click(screen.getByRole("button", { name: "Simulate Trade" }));
    const result = await screen.findByRole("region", { name: "Simulation result" });
    expect(within(result).getByLabelText("DEMO data")).toBeInTheDocument();
    expect(within(result).getByTestId("simulation-candles")).toHaveTextContent("demo candles");
    expect(screen.getByRole("region", { name: "Trade Simulator" })).not.toHaveTextContent("real historical");
    expect(within(result).getByText("BUY Gold")).toBeInTheDocument();
    expect(result).not.toHaveTextContent("GC=F");
  });

  it("clears the previous result on a new submit and reports a failed request", async () => {
    simulatorAnswers = [
      { status: 200, body: win },
      { status: 500, body: { message: "Something went wrong on our side. Please try again." } },
    ];
    renderSimulator();
    await screen.findByRole("button", { name: "Simulate Trade" });
    await fillLevels();
    await userEvent.click(screen.getByRole("button", { name: "Simulate Trade" }));
    await screen.findByTestId("simulation-result");
    await userEvent.click(screen.getByRole("button", { name: "Simulate Trade" }));
    expect(await screen.findByText("Simulation Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to simulate trade. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("simulation-result")).not.toBeInTheDocument());
  });

  it("an unknown ticker gets one message, the server's sentence, not a 'try again'", async () => {
    const sentence =
      "We could not find IOTA/ETH in this server's market data. Check the symbol, or write it the market's way (AAPL, BTC-USD, EURUSD=X).";
    simulatorAnswers = [{ status: 400, body: { message: sentence, reason: "TICKER_NOT_FOUND" } }];
    renderSimulator();
    await screen.findByRole("button", { name: "Simulate Trade" });
    await fillLevels();
    await userEvent.click(screen.getByRole("button", { name: "Simulate Trade" }));
    expect(await screen.findByText("Simulation Error")).toBeInTheDocument();
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    expect(screen.queryByText(/Please try again/)).not.toBeInTheDocument();
    expect(screen.queryByText(/TICKER_NOT_FOUND/)).not.toBeInTheDocument();
  });

  it("shows 'Simulation Failed' with the server's reason when the trade could not be simulated", async () => {
    const message =
      "Entry price 300.0000 was not reached between 2026-01-05 00:00 UTC and 2026-01-15 00:00 UTC, so the trade was never opened.";
    simulatorAnswers = [{ status: 200, body: { ...win, success: false, result: "open", profit: 0, message } }];
    renderSimulator();
    await screen.findByRole("button", { name: "Simulate Trade" });
    await fillLevels();
    await userEvent.click(screen.getByRole("button", { name: "Simulate Trade" }));
    expect(await screen.findByText("Simulation Failed")).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.queryByTestId("simulation-result")).not.toBeInTheDocument();
  });
});
