// The quality monitor's tests in the spec's order (part 2 section 3): names, endpoints, and what
// each one measures (shown in the 'How to Use Quality Monitor' card). No server imports.
import type { TestId } from "./status";

export interface CatalogEntry {
  id: TestId;
  testName: string;
  endpoint: string;
  measures: string;
  limits: string;
}

export const RUN_ALL_ORDER: CatalogEntry[] = [
  {
    id: "google-tickers",
    testName: "Google Finance Ticker Recognition",
    endpoint: "/api/test/google-finance-tickers",
    measures:
      "Renders 22 chart screenshots (stocks, forex, crypto, indices, commodities; dark and light; TradingView-style and plain headers) and reads each through the same ticker path as an upload without a typed ticker. A success is the right instrument.",
    limits: "Synthetic screenshots in clean fonts: real uploads (cropped, compressed, other chart tools) are harder.",
  },
  {
    id: "daily-ideas",
    testName: "Daily Trade Ideas Validation",
    endpoint: "/api/test/daily-trade-ideas-validation",
    measures:
      "Checks every current trade idea: entry near the live quote, stop and target on the correct sides, reward/risk at least 1.5, confidence 0-100, generated within 3 hours.",
    limits: "Validates the levels' consistency, not whether the trades would have won.",
  },
  {
    id: "personal-analysis",
    testName: "Personal Analysis Validation",
    endpoint: "/api/test/personal-analysis-validation",
    measures:
      "Runs the analysis engine on 12 sample assets with fixed budgets, leverage and risk, and checks eight properties each (badge, leverage cap, risk amount, TP1/TP2 order, data-driven probability, prices against the quote, complete data, results-screen consistency).",
    limits: "Spends no tokens and stores nothing a user sees; the narrative is the built-in one.",
  },
  {
    id: "yahoo-auth",
    testName: "Yahoo Finance Data Authenticity",
    endpoint: "/api/test/yahoo-finance-auth",
    measures:
      "Fetches a sample quote from the configured market provider, uncached, and cross-checks it against the provider's latest candle.",
    limits: "The demo market is synthetic: it is reported as not authenticated however consistent it is.",
  },
  {
    id: "ai-processing",
    testName: "AI Processing & Calculations",
    endpoint: "/api/test/ai-processing",
    measures:
      "Sends a sample chart and its computed facts to the configured narrative engine and checks the answer: every price it states matches a computed level, and its wording reads back the same recommendation.",
    limits: "One sample per run; with no AI key the built-in engine is what is tested, and the message says so.",
  },
  {
    id: "system-health",
    testName: "System Health & Performance",
    endpoint: "/api/system/health",
    measures:
      "Memory (RSS), provider calls today, provider error rate over the last hour, cache hit rate and provider status.",
    limits: "Figures of the instance that answers; call counts and error rate are shared by all instances.",
  },
];

export const CALENDAR_TEST = {
  testName: "JBlanked Economic Calendar Coverage",
  measures:
    "Listed for completeness: no economic-calendar provider is connected, so there is nothing to run and it is not part of Run All.",
};

export const catalogEntry = (id: TestId) => RUN_ALL_ORDER.find((e) => e.id === id)!;
