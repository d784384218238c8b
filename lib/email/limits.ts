import "server-only";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors";
import { createLimiter, type LimiterOptions } from "@/lib/rate-limit/store";

// The e-mail flows' limits, counted in the shared rate-limit store (memory, PostgreSQL or Redis):
// reset requests per client and per address (a flood of reset mails is a nuisance for the
// owner and a cost for us), reset attempts per client, and one bulk send per admin per minute.
export const LIMITS = {
  forgotPerClient: { keyPrefix: "pwreset_client", points: 10, duration: 15 * 60 },
  forgotPerAccount: { keyPrefix: "pwreset_account", points: 3, duration: 15 * 60 },
  resetPerClient: { keyPrefix: "pwreset_try_client", points: 20, duration: 15 * 60 },
  bulkPerAdmin: { keyPrefix: "bulk_email_admin", points: 1, duration: 60 },
} satisfies Record<string, LimiterOptions>;
type Name = keyof typeof LIMITS;

let limiters = new Map<Name, Promise<RateLimiterAbstract>>();

/** Forgets the limiters (tests start each case from zero). */
export function resetEmailLimiters(): void {
  limiters = new Map();
}

function limiter(name: Name): Promise<RateLimiterAbstract> {
  let l = limiters.get(name);
  if (!l) {
    l = createLimiter(LIMITS[name]).catch((error) => {
      limiters.delete(name);
      throw error;
    });
    limiters.set(name, l);
  }
  return l;
}

/** Counts one use of `key`; 429 with Retry-After and `message` when the window is used up. */
export async function consume(name: Name, key: string, message: string): Promise<void> {
  try {
    await (await limiter(name)).consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new AppError("rate_limited", message.replace("{seconds}", String(retryAfterSeconds)), { retryAfterSeconds });
  }
}
