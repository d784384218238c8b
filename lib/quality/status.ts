// Quality test statuses and the spec's mapping from each test's response to a card (part 2
// section 4). No server imports: the monitor page and the server (stored runs) share it.
import { HEALTH_HEADLINE } from "@/lib/system/thresholds";
export type QualityStatus = "GOOD" | "RUNNING" | "EXCELLENT" | "NEEDS_IMPROVEMENT" | "FAILED";

export interface TestResult {
  testName: string;
  status: QualityStatus;
  successRate: number;
  message: string;
  details?: unknown;
  timestamp: string;
  /** Figures shown beside the rate: the ticker test's rendered and real screenshots, scored apart. */
  parts?: string[];
}

/** 90 or more EXCELLENT, 70 or more GOOD, else NEEDS_IMPROVEMENT (the ticker bands; also used server-side). */
export function statusForRate(rate: number): QualityStatus {
  if (rate >= 90) return "EXCELLENT";
  if (rate >= 70) return "GOOD";
  return "NEEDS_IMPROVEMENT";
}

/** What a person reads for each status: the codes are for the API and the stored runs. */
export const STATUS_LABELS: Record<QualityStatus, string> = {
  GOOD: "Good",
  RUNNING: "Running",
  EXCELLENT: "Excellent",
  NEEDS_IMPROVEMENT: "Needs improvement",
  FAILED: "Failed",
};

export const SERVER_STATUSES: QualityStatus[] = ["EXCELLENT", "GOOD", "NEEDS_IMPROVEMENT", "FAILED"];
const serverStatus = (v: unknown, fallback: QualityStatus): QualityStatus =>
  SERVER_STATUSES.includes(v as QualityStatus) ? (v as QualityStatus) : fallback;

type Body = Record<string, unknown>;
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const str = (v: unknown, fallback: string) => (typeof v === "string" && v ? v : fallback);

export type TestId =
  "google-tickers" | "daily-ideas" | "personal-analysis" | "yahoo-auth" | "ai-processing" | "system-health";

/** The card for an OK response of each test. */
export function mapResponse(id: TestId, body: Body): Pick<TestResult, "status" | "successRate" | "message"> {
  switch (id) {
    case "google-tickers": {
      const rate = num(body.successRate);
      return { status: statusForRate(rate), successRate: rate, message: tickerMessage(body) };
    }
    case "yahoo-auth":
      return body.authenticated
        ? {
            status: "EXCELLENT",
            successRate: 100,
            message: str(body.message, `Market data authenticated (price ${num(body.price)})`),
          }
        : {
            status: "NEEDS_IMPROVEMENT",
            successRate: 0,
            message: `Yahoo Finance data not authenticated${body.reason ? `: ${String(body.reason)}` : ""}`,
          };
    case "ai-processing":
      return body.operational
        ? { status: "EXCELLENT", successRate: 100, message: str(body.message, "AI processing operational") }
        : {
            status: "NEEDS_IMPROVEMENT",
            successRate: 0,
            message: `AI processing issues detected${body.reason ? `: ${String(body.reason)}` : ""}`,
          };
    case "daily-ideas":
      return {
        status: serverStatus(body.status, "NEEDS_IMPROVEMENT"),
        successRate: num(body.successRate),
        message: str(body.summary, "Daily trade ideas validated"),
      };
    case "personal-analysis":
      return body.success === false && body.error
        ? {
            status: serverStatus(body.status, "FAILED"),
            successRate: num(body.accuracyPercentage),
            message: `Validation failed: ${str(body.error, "Unknown error")}`,
          }
        : {
            status: serverStatus(body.status, "FAILED"),
            successRate: num(body.accuracyPercentage),
            message: str(body.summary, "Personal analysis validated"),
          };
    case "system-health": {
      const metrics = (body.metrics ?? {}) as Body;
      const excellent = body.healthy === true && num(metrics.errorRate) <= 5;
      const level =
        metrics.alertLevel === "warning" || metrics.alertLevel === "critical" ? metrics.alertLevel : "normal";
      return {
        status: excellent ? "EXCELLENT" : "GOOD",
        successRate: excellent ? 100 : 75,
        message: `${HEALTH_HEADLINE[level]}: error rate ${num(metrics.errorRate)}%, memory ${num(metrics.memoryUsage)} MB`,
      };
    }
  }
}

/** Spec messages for a non-OK response. */
export const FAILURE_MESSAGES: Record<TestId, string> = {
  "google-tickers": "Google Finance ticker test failed",
  "yahoo-auth": "Yahoo Finance authentication test failed",
  "daily-ideas": "Daily Trade Ideas validation test failed",
  "personal-analysis": "Personal Analysis validation test failed - System error",
  "ai-processing": "AI processing test failed",
  "system-health": "System health test failed",
};

const tickerPart = (b: Body) => `${num(b.successCount)}/${num(b.totalTickers)} (${num(b.successRate)}%)`;

/** "22/22 rendered (100%); real screenshots 4/10 (40%)": both scores, so neither hides the other. */
function tickerMessage(body: Body): string {
  const rendered = (body.rendered ?? body) as Body;
  const real = body.real as Body | null | undefined;
  const head = `Rendered chart screenshots: ${tickerPart(rendered)}`;
  if (!real) return `${head}; real screenshots: not present on this server`;
  return `${head}; real screenshots: ${tickerPart(real)}`;
}

export const REAL_NOT_MEASURED = "Real screenshots: not measured on this server";

/**
 * The ticker test's two figures, for beside its rate: rendered charts in clean fonts flatter the
 * reader, so their score never stands alone (null: not the ticker test's answer).
 */
export function tickerParts(body: unknown): string[] | undefined {
  if (!body || typeof body !== "object" || !("rendered" in body)) return undefined;
  const b = body as Body;
  const real = b.real as Body | null | undefined;
  return [
    `Rendered charts: ${tickerPart(b.rendered as Body)}`,
    real ? `Real screenshots: ${tickerPart(real)}` : REAL_NOT_MEASURED,
  ];
}

/**
 * The overall score: the average successRate of the tests that have run. The spec says "tests whose
 * rate is above 0", meant to leave out the cards nobody ran yet (they start at 0); a test that ran
 * and scored 0 (Yahoo on the demo market) counts, or the average would hide it.
 */
export function overallScore(results: { successRate: number; status?: QualityStatus; timestamp?: string }[]): number {
  const rated = results.filter((r) => hasRun(r));
  return rated.length ? Math.round((rated.reduce((s, r) => s + r.successRate, 0) / rated.length) * 10) / 10 : 0;
}

/** A card that holds a result: not the initial "Click Run Test..." card, not one running now. */
export const hasRun = (r: { status?: QualityStatus; timestamp?: string }) =>
  r.status !== "RUNNING" && r.timestamp !== "";

export function verdictFor(score: number): string {
  if (score >= 90) return "EXCELLENT - Ready for real money trading";
  if (score >= 75) return "GOOD - System operational with minor recommendations";
  if (score >= 60) return "MODERATE - Some improvements needed";
  return "CRITICAL - System requires immediate attention";
}
