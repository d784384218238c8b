import { fireEvent, render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import type { QualityHistory } from "@/lib/quality/history";
import type { TestResult } from "@/lib/quality/status";
import { jsonResponse } from "@/tests/helpers/json-response";
import { Toaster } from "@/components/ui/toaster";
import { QualityMonitor } from "./quality-monitor";
import { RunDetails } from "./run-details";

const at = "2026-11-26T10:00:00Z";
// findBy* gives up after 1 s by default; a jsdom render with React Query's first fetch can take
// longer than that when the machine is busy running other test files beside this one.
const loaded = { timeout: 10_000 };
const card = (testName: string, status: TestResult["status"], successRate: number, message = "ok"): TestResult => ({
  testName,
  status,
  successRate,
  message,
  timestamp: at,
});

const stored = (yahooRate: number): QualityHistory => ({
  latest: {
    "google-tickers": card("Google Finance Ticker Recognition", "EXCELLENT", 100),
    "daily-ideas": card("Daily Trade Ideas Validation", "EXCELLENT", 100),
    "personal-analysis": card("Personal Analysis Validation", "GOOD", 87.5),
    "yahoo-auth":
      yahooRate > 0
        ? card("Yahoo Finance Data Authenticity", "EXCELLENT", 100)
        : card("Yahoo Finance Data Authenticity", "NEEDS_IMPROVEMENT", 0, "Yahoo Finance data not authenticated"),
    "ai-processing": card("AI Processing & Calculations", "EXCELLENT", 100),
    "system-health": card("System Health & Performance", "GOOD", 75),
  },
  scores: [],
});

function renderMonitor(history: QualityHistory, env = { market: "demo", engine: "builtin" }) {
  global.fetch = jest.fn(async () => jsonResponse(200, history)) as typeof fetch;
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <QualityMonitor env={env} />
    </QueryClientProvider>,
  );
}

describe("/quality-monitor tells the truth about its score", () => {
  it("keeps the Yahoo test's 0% in the average and shows statuses in words, never their codes", async () => {
    renderMonitor(stored(0));
    const score = await screen.findByTestId("overall-score", {}, loaded);
    // (100 + 100 + 87.5 + 0 + 100 + 75) / 6 = 77.1, not the 92.5 of the five non-zero rates.
    expect(within(score).getByText("77.1%")).toBeInTheDocument();
    expect(within(score).getByText("GOOD - System operational with minor recommendations")).toBeInTheDocument();
    expect(within(screen.getByTestId("test-yahoo-auth")).getByText("Needs improvement")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NEEDS_IMPROVEMENT|EXCELLENT(?! - )/);
  });

  it("never shows 'Ready for real money trading' on demo data without saying what the score does not prove", async () => {
    renderMonitor(stored(100));
    const score = await screen.findByTestId("overall-score", {}, loaded);
    expect(within(score).getByText("EXCELLENT - Ready for real money trading")).toBeInTheDocument();
    const caveat = within(score).getByTestId("demo-caveat");
    expect(caveat).toHaveTextContent("Earned on the demo market (synthetic prices) with the built-in engine");
    expect(caveat).toHaveTextContent("it does not prove");
    expect(caveat).toHaveTextContent("Do not read it as ready for real money trading.");
  });

  it("shows no caveat when the live market and an AI model were tested", async () => {
    renderMonitor(stored(100), { market: "yahoo", engine: "together" });
    await screen.findByTestId("overall-score", {}, loaded);
    expect(screen.queryByTestId("demo-caveat")).not.toBeInTheDocument();
  });
});

describe("the ticker recognition card", () => {
  const tickerBody = (real: unknown) => ({
    successRate: 100,
    successCount: 22,
    totalTickers: 22,
    results: [],
    rendered: { successRate: 100, successCount: 22, totalTickers: 22 },
    real,
    reader: "offline OCR (no vision model configured)",
  });

  async function runTicker(body: unknown) {
    renderMonitor({ latest: {}, scores: [] });
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith("/api/test/history")
        ? jsonResponse(200, { latest: {}, scores: [] })
        : jsonResponse(200, body),
    ) as typeof fetch;
    const ticker = screen.getByTestId("test-google-tickers");
    fireEvent.click(within(ticker).getByRole("button", { name: "Run Test" }));
    await within(ticker).findByText("Excellent", {}, loaded);
    return ticker;
  }

  it("shows the real screenshots' figure beside a rendered 100%", async () => {
    const ticker = await runTicker(tickerBody({ successRate: 72.7, successCount: 8, totalTickers: 11 }));
    expect(within(ticker).getByText("Rendered charts: 22/22 (100%)")).toBeInTheDocument();
    expect(within(ticker).getByText("Real screenshots: 8/11 (72.7%)")).toBeInTheDocument();
  });

  it("says when the real screenshots were not measured, so 100% is not read as theirs", async () => {
    const ticker = await runTicker(tickerBody(null));
    expect(within(ticker).getByText("Rendered charts: 22/22 (100%)")).toBeInTheDocument();
    expect(within(ticker).getByText("Real screenshots: not measured on this server")).toBeInTheDocument();
  });

  it("shows both figures for a stored run after a reload", async () => {
    const history: QualityHistory = {
      latest: {
        "google-tickers": {
          ...card("Google Finance Ticker Recognition", "EXCELLENT", 100),
          parts: ["Rendered charts: 22/22 (100%)", "Real screenshots: 8/11 (72.7%)"],
        },
      },
      scores: [],
    };
    renderMonitor(history);
    const ticker = screen.getByTestId("test-google-tickers");
    expect(await within(ticker).findByText("Real screenshots: 8/11 (72.7%)", {}, loaded)).toBeInTheDocument();
  });
});

describe("the toast after one test", () => {
  async function runRefused(status: number) {
    render(<Toaster />);
    renderMonitor({ latest: {}, scores: [] });
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith("/api/test/history")
        ? jsonResponse(200, { latest: {}, scores: [] })
        : jsonResponse(status, { message: "busy" }),
    ) as typeof fetch;
    const ideas = screen.getByTestId("test-daily-ideas");
    fireEvent.click(within(ideas).getByRole("button", { name: "Run Test" }));
    await screen.findByText("Test Failed", {}, loaded);
  }

  it("says a refused run failed; it is never a red 'Test Completed'", async () => {
    await runRefused(409);
    expect(screen.queryByText("Test Completed")).not.toBeInTheDocument();
    expect(screen.getAllByText("Daily Trade Ideas validation test failed").length).toBeGreaterThan(0);
  });

  it("keeps 'Test Completed' out of red for a test that ran and passed", async () => {
    render(<Toaster />);
    renderMonitor({ latest: {}, scores: [] });
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith("/api/test/history")
        ? jsonResponse(200, { latest: {}, scores: [] })
        : jsonResponse(200, { status: "EXCELLENT", successRate: 100, summary: "4 of 4 ideas pass" }),
    ) as typeof fetch;
    fireEvent.click(within(screen.getByTestId("test-daily-ideas")).getByRole("button", { name: "Run Test" }));
    const done = await screen.findByText(/: 4 of 4 ideas pass$/, {}, loaded);
    expect(within(done.closest("li")!).getByText("Test Completed")).toBeInTheDocument();
    expect(done.closest("li")).not.toHaveClass("destructive");
  });
});

describe("the last run's details", () => {
  it("lists a test's answer in words instead of dumping its JSON", () => {
    render(
      <RunDetails
        details={{
          id: "yahoo-auth",
          body: { authenticated: false, source: "demo", differencePercent: 0, status: "NEEDS_IMPROVEMENT", nested: {} },
        }}
      />,
    );
    expect(screen.getByText("Difference percent")).toBeInTheDocument();
    expect(screen.getByText("Needs improvement")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[{}"]|differencePercent|NEEDS_IMPROVEMENT/);
  });

  it("names the failed trade-idea checks in words", () => {
    render(
      <RunDetails
        details={{
          id: "daily-ideas",
          body: { validationResults: [{ symbol: "AAPL", direction: "BUY", passed: false, checks: { fresh: false } }] },
        }}
      />,
    );
    expect(screen.getByText("generated within 3 hours")).toBeInTheDocument();
  });
});
