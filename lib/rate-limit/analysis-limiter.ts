import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { createLimiter } from "./store";

// Analyses per user per minute, counted before the upload is read: tokens cap how many analyses
// a month brings, this caps how fast they can be fired (OCR and backtests cost real CPU), and
// a flood of broken requests is refused as cheaply as a flood of good ones.
const WINDOW_S = 60;
const LIMIT_MESSAGE = "Too many analyses in a short time. Please wait a minute and try again.";

let limiter: Promise<RateLimiterAbstract> | undefined;
let points = env.ANALYSIS_RATE_LIMIT_PER_MINUTE;

/** Forgets the limiter (tests): the next request builds it again, with `perMinute` when given. */
export function resetAnalysisLimiter(perMinute?: number): void {
  limiter = undefined;
  points = perMinute ?? env.ANALYSIS_RATE_LIMIT_PER_MINUTE;
}

/** Counts one analysis request for this user; 429 with the wait when the minute's share is used. */
export async function consumeAnalysisAllowance(userId: string): Promise<void> {
  limiter ??= createLimiter({ keyPrefix: "analysis_user", points, duration: WINDOW_S }).catch((error) => {
    limiter = undefined;
    throw error;
  });
  try {
    await (await limiter).consume(userId);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new AppError("rate_limited", LIMIT_MESSAGE, { retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) });
  }
}
