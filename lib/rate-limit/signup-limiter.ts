import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors";
import { createLimiter } from "./store";

// New accounts per client: 10 an hour is plenty for a household or an office behind one address,
// and turns a scripted flood (hundreds of accounts a minute, each with 50 free tokens) into a
// trickle. Only accounts actually created count; a refused form does not.
export const SIGNUPS_PER_HOUR = 10;
// SIGNUP_LIMIT_PER_HOUR overrides it (the end-to-end and integration suites sign up many
// accounts from one address).
const configured = () => Number(process.env.SIGNUP_LIMIT_PER_HOUR) || SIGNUPS_PER_HOUR;
const WINDOW_S = 60 * 60;
const MESSAGE = "Too many accounts created from this network. Please try again later.";

let limiter: Promise<RateLimiterAbstract> | undefined;
let points: number | undefined;

/** Forgets the limiter (tests): the next request builds it again, with `perHour` when given. */
export function resetSignupLimiter(perHour?: number): void {
  limiter = undefined;
  points = perHour;
}

const limit = () => points ?? configured();

function get(): Promise<RateLimiterAbstract> {
  limiter ??= createLimiter({ keyPrefix: "signup_client", points: limit(), duration: WINDOW_S }).catch((error) => {
    limiter = undefined;
    throw error;
  });
  return limiter;
}

/** 429 (with Retry-After) once this client created its hour's share of accounts. */
export async function assertSignupAllowed(client: string): Promise<void> {
  const res = await (await get()).get(client);
  if (res && res.consumedPoints >= limit()) {
    throw new AppError("rate_limited", MESSAGE, { retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) });
  }
}

export async function recordSignup(client: string): Promise<void> {
  await (await get()).consume(client).catch((r: unknown) => (r instanceof RateLimiterRes ? r : Promise.reject(r)));
}
