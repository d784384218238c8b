import { render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import type { QualityHistory } from "@/lib/quality/history";
import type { TestResult } from "@/lib/quality/status";
import { jsonResponse } from "@/tests/helpers/json-response";
import { QualityMonitor } from "./quality-monitor";
import { RunDetails } from "./run-details";

const at = "2026-11-26T10:00:00Z";
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
    const score = await screen.findByTestId("overall-score");
    // (100 + 100 + 87.5 + 0 + 100 + 75) / 6 = 77.1, not the 92.5 of the five non-zero rates.
    expect(within(score).getByText("77.1%")).toBeInTheDocument();
    expect(within(score).getByText("GOOD - System operational with minor recommendations")).toBeInTheDocument();
    expect(within(screen.getByTestId("test-yahoo-auth")).getByText("Needs improvement")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NEEDS_IMPROVEMENT|EXCELLENT(?! - )/);
  });

  it("never shows 'Ready for real money trading' on demo data without saying what the score does not prove", async () => {
    renderMonitor(stored(100));
    const score = await screen.findByTestId("overall-score");
    expect(within(score).getByText("EXCELLENT - Ready for real money trading")).toBeInTheDocument();
    const caveat = within(score).getByTestId("demo-caveat");
    expect(caveat).toHaveTextContent("Earned on the demo market (synthetic prices) with the built-in engine");
    expect(caveat).toHaveTextContent("it does not prove");
    expect(caveat).toHaveTextContent("Do not read it as ready for real money trading.");
  });

  it("shows no caveat when the live market and an AI model were tested", async () => {
    renderMonitor(stored(100), { market: "yahoo", engine: "together" });
    await screen.findByTestId("overall-score");
    expect(screen.queryByTestId("demo-caveat")).not.toBeInTheDocument();
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
