import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors";
import { createLimiter } from "./store";

// Failed logins are counted per account and per address; successes do not count. The store is
// memory, PostgreSQL or Redis (lib/rate-limit/store.ts): the shared ones hold across instances.
const WINDOW_S = 15 * 60;
export const EMAIL_FAILURES = 5;
export const IP_FAILURES = 20;
const LIMIT_MESSAGE = "Too many failed login attempts. Please wait 15 minutes and try again.";

type Limiters = { byEmail: RateLimiterAbstract; byIp: RateLimiterAbstract };
let limiters: Promise<Limiters> | undefined;

function getLimiters(): Promise<Limiters> {
  limiters ??= Promise.all([
    createLimiter({ keyPrefix: "login_email", points: EMAIL_FAILURES, duration: WINDOW_S }),
    createLimiter({ keyPrefix: "login_ip", points: IP_FAILURES, duration: WINDOW_S }),
  ]).then(
    ([byEmail, byIp]) => ({ byEmail, byIp }),
    (error) => {
      limiters = undefined;
      throw error;
    },
  );
  return limiters;
}

/** Forgets the limiters so the next call builds them again (tests switch stores). */
export function resetLoginLimiters(): void {
  limiters = undefined;
}

/** Throws 429 when this email or address already used up its failures. */
export async function assertLoginAllowed(email: string, ip: string): Promise<void> {
  const { byEmail, byIp } = await getLimiters();
  const [e, i] = await Promise.all([byEmail.get(email), byIp.get(ip)]);
  if ((e && e.consumedPoints >= EMAIL_FAILURES) || (i && i.consumedPoints >= IP_FAILURES)) {
    throw new AppError("rate_limited", LIMIT_MESSAGE, { retryAfterSeconds: Math.ceil(Math.max(e?.msBeforeNext ?? 0, i?.msBeforeNext ?? 0) / 1000) });
  }
}

// A consume() past the limit rejects with the RateLimiterRes: that is a count, not a failure.
const counted = (r: unknown) => (r instanceof RateLimiterRes ? r : Promise.reject(r));

export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  const { byEmail, byIp } = await getLimiters();
  await Promise.all([byEmail.consume(email).catch(counted), byIp.consume(ip).catch(counted)]);
}

export async function clearLoginFailures(email: string): Promise<void> {
  const { byEmail } = await getLimiters();
  await byEmail.delete(email);
}

export const clientIp = (headers: Headers) =>
  headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "local";
