import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors";
import { createLimiter } from "./store";

// "Update Ideas" per user. The ideas are shared and a scan starts at most once per cooldown for
// everyone, so a force after someone else's is answered with their fresh ideas (cheap). This caps
// how often one account may ask at all: a script hammering the button is refused with a 429,
// while a trader clicking a few times an hour never meets it. Counted in the shared store, so
// every instance sees the same count.
export const FORCES_PER_WINDOW = 5;
export const FORCE_WINDOW_MINUTES = 10;
const WINDOW_S = FORCE_WINDOW_MINUTES * 60;

let limiter: Promise<RateLimiterAbstract> | undefined;
let points = FORCES_PER_WINDOW;

/** Forgets the limiter (tests): the next request builds it again, with `perWindow` when given. */
export function resetIdeasForceLimiter(perWindow?: number): void {
  limiter = undefined;
  points = perWindow ?? FORCES_PER_WINDOW;
}

export function forceLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have asked for fresh trade ideas ${points} times in ${FORCE_WINDOW_MINUTES} minutes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}; the ideas on the dashboard are the latest ones meanwhile.`;
}

/** Counts one forced refresh for this user; 429 with Retry-After once the window's share is used. */
export async function consumeIdeasForceAllowance(userId: string): Promise<void> {
  limiter ??= createLimiter({ keyPrefix: "ideas_force_user", points, duration: WINDOW_S }).catch((error) => {
    limiter = undefined;
    throw error;
  });
  try {
    await (await limiter).consume(userId);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new AppError("rate_limited", forceLimitMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}
