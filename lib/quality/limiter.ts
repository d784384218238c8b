import "server-only";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors";
import { createLimiter } from "@/lib/rate-limit/store";

// The checks are GET requests that do real work (OCR, engine runs, provider calls): at most 30 a
// minute per admin, which leaves room for several Run All clicks (6 calls each) and no more.
export const CHECKS_PER_MINUTE = 30;
let limiter: Promise<RateLimiterAbstract> | undefined;
let points = CHECKS_PER_MINUTE;

export function resetChecksLimiter(perMinute = CHECKS_PER_MINUTE): void {
  limiter = undefined;
  points = perMinute;
}

export async function consumeCheck(userId: string): Promise<void> {
  limiter ??= createLimiter({ keyPrefix: "quality_checks", points, duration: 60 }).catch((error) => {
    limiter = undefined;
    throw error;
  });
  try {
    await (await limiter).consume(userId);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new AppError("rate_limited", "Too many checks in a short time. Please wait a minute and try again.", {
      retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000),
    });
  }
}
