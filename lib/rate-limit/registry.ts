import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { createLimiter, type LimiterOptions } from "./store";

// Every rate limit of the app, by name: its key prefix in the store, its allowance and window,
// and what the visitor reads on the 429. One table to read, one way to count and one mapping to
// 429 (`limitError`); the store (memory, PostgreSQL or Redis) is lib/rate-limit/store.ts.
//
// Keys are never kept as the client wrote them: each is a SHA-256 of its parts (limitKey), so
// a 1 MB e-mail address costs the store 32 characters, and no address is readable there.

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;

type Limit = LimiterOptions & {
  /** The 429's sentence; `{seconds}` / `{minutes}` become the wait. */
  message: string;
};

export const LIMITS = {
  // Failed logins (lib/rate-limit/login-limiter.ts says how they combine).
  loginAccountClient: {
    keyPrefix: "login_account_client",
    points: 5,
    duration: QUARTER_HOUR,
    message: "Too many failed login attempts. Please wait 15 minutes and try again.",
  },
  loginClient: {
    keyPrefix: "login_client",
    points: 30,
    duration: QUARTER_HOUR,
    message: "Too many failed login attempts. Please wait 15 minutes and try again.",
  },
  loginAccount: {
    keyPrefix: "login_account",
    points: 1_000_000,
    duration: HOUR,
    message: "Too many failed login attempts for this account. Please wait {seconds} seconds and try again.",
  },
  loginAccountWait: {
    keyPrefix: "login_account_wait",
    points: 1,
    duration: 1,
    message: "Too many failed login attempts for this account. Please wait {seconds} seconds and try again.",
  },
  loginDevice: {
    keyPrefix: "login_device",
    points: 5,
    duration: QUARTER_HOUR,
    message: "Too many failed login attempts. Please wait 15 minutes and try again.",
  },
  // Sign-up attempts per client: every attempt counts, not only created accounts, so the answer
  // "this address already has an account" cannot be asked for more than the allowance.
  signupClient: {
    keyPrefix: "signup_client",
    points: env.SIGNUP_LIMIT_PER_HOUR,
    duration: HOUR,
    message: "Too many sign-up attempts from this network. Please try again later.",
  },
  // Analyses per user per minute, counted before the upload is read (OCR and backtests cost CPU).
  analysisUser: {
    keyPrefix: "analysis_user",
    points: env.ANALYSIS_RATE_LIMIT_PER_MINUTE,
    duration: MINUTE,
    message: "Too many analyses in a short time. Please wait a minute and try again.",
  },
  // Analyses refused after their screenshots were read (not an image, not a chart, too slow to read,
  // no instrument or an unknown one): each held the image pool for seconds and cost no token, so
  // they are counted per user, and past the allowance the next upload is refused before it is read.
  analysisRefusedUser: {
    keyPrefix: "analysis_refused_user",
    points: 10,
    duration: QUARTER_HOUR,
    message:
      "Too many of your screenshots could not be analysed in a short time. Please wait {minutes} before the next one.",
  },
  // "Update Ideas" per user: a script hammering the button is refused; a trader never meets it.
  ideasForceUser: {
    keyPrefix: "ideas_force_user",
    points: 5,
    duration: 10 * MINUTE,
    message:
      "You have asked for fresh trade ideas {points} times in 10 minutes. Please try again in {minutes}; the ideas on the dashboard are the latest ones meanwhile.",
  },
  // The admin's quality checks (GET requests that run OCR, the engine and provider calls).
  qualityChecks: {
    keyPrefix: "quality_checks",
    points: 30,
    duration: MINUTE,
    message: "Too many checks in a short time. Please wait a minute and try again.",
  },
  // The e-mail flows: reset requests per client and per address, reset attempts per client, one
  // bulk send per admin per minute.
  forgotPerClient: {
    keyPrefix: "pwreset_client",
    points: 10,
    duration: QUARTER_HOUR,
    message: "Too many password reset requests. Please wait {seconds} seconds and try again.",
  },
  forgotPerAccount: {
    keyPrefix: "pwreset_account",
    points: 3,
    duration: QUARTER_HOUR,
    message: "Too many password reset requests. Please wait {seconds} seconds and try again.",
  },
  resetPerClient: {
    keyPrefix: "pwreset_try_client",
    points: 20,
    duration: QUARTER_HOUR,
    message: "Too many attempts. Please wait {seconds} seconds and try again.",
  },
  bulkPerAdmin: {
    keyPrefix: "bulk_email_admin",
    points: 1,
    duration: MINUTE,
    message: "You can send one bulk e-mail per minute. Please wait {seconds} seconds and try again.",
  },
  // Share links: pages, chart images and preview cards opened per client (a scraper walking tokens
  // is slowed long before it could matter), and links made per user.
  shareOpenClient: {
    keyPrefix: "share_open_client",
    points: 120,
    duration: MINUTE,
    message: "Too many shared pages opened in a short time. Please wait {seconds} seconds and try again.",
  },
  shareCreateUser: {
    keyPrefix: "share_create_user",
    points: 30,
    duration: HOUR,
    message: "You have made many share links in the last hour. Please try again in {minutes}.",
  },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

let overrides: Partial<Record<LimitName, number>> = {};
let limiters = new Map<LimitName, Promise<RateLimiterAbstract>>();

/** Forgets every limiter (tests start from zero, or switch stores); `points` overrides allowances. */
export function resetLimits(points: Partial<Record<LimitName, number>> = {}): void {
  overrides = points;
  limiters = new Map();
}

/** The allowance of a limit now (its table value, or a test's override). */
export const limitPoints = (name: LimitName): number => overrides[name] ?? LIMITS[name].points;

/** The store key for these parts: a SHA-256, so no client-written text is kept, whatever its size. */
export function limitKey(...parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("base64url").slice(0, 32);
}

function limiter(name: LimitName): Promise<RateLimiterAbstract> {
  let l = limiters.get(name);
  if (!l) {
    const { keyPrefix, duration } = LIMITS[name];
    l = createLimiter({ keyPrefix, duration, points: limitPoints(name) }).catch((error) => {
      limiters.delete(name);
      throw error;
    });
    limiters.set(name, l);
  }
  return l;
}

/** The one mapping to 429: the limit's sentence with the wait, and Retry-After. */
export function limitError(name: LimitName, msBeforeNext: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const message = LIMITS[name].message
    .replace("{seconds}", String(retryAfterSeconds))
    .replace("{minutes}", `${minutes} minute${minutes === 1 ? "" : "s"}`)
    .replace("{points}", String(limitPoints(name)));
  return new AppError("rate_limited", message, { retryAfterSeconds });
}

export type Count = { allowed: boolean; consumed: number; msBeforeNext: number };

/**
 * Counts `points` for the key first, then says whether that was within the allowance (consume
 * first, then act: parallel requests each see their own count). Never throws for a count past
 * the limit; an unreachable shared store is a 503.
 */
export async function take(name: LimitName, parts: string | string[], points = 1): Promise<Count> {
  const key = limitKey(...(Array.isArray(parts) ? parts : [parts]));
  let res: RateLimiterRes;
  try {
    res = await (await limiter(name)).consume(key, points);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    res = error;
  }
  return {
    allowed: res.consumedPoints <= limitPoints(name),
    consumed: res.consumedPoints,
    msBeforeNext: res.msBeforeNext,
  };
}

/** Counts one use; 429 with Retry-After once the window's allowance is used up. */
export async function consume(name: LimitName, parts: string | string[]): Promise<void> {
  const count = await take(name, parts);
  if (!count.allowed) throw limitError(name, count.msBeforeNext);
}

/** Gives points back (only where the design says an attempt does not count, e.g. a login that succeeded). */
export async function giveBack(name: LimitName, parts: string | string[], points = 1): Promise<void> {
  await (await limiter(name)).reward(limitKey(...(Array.isArray(parts) ? parts : [parts])), points);
}

/** Forgets the key's count. */
export async function clear(name: LimitName, parts: string | string[]): Promise<void> {
  await (await limiter(name)).delete(limitKey(...(Array.isArray(parts) ? parts : [parts])));
}

/** Blocks the key for `seconds` (the next `take` is refused until then). */
export async function block(name: LimitName, parts: string | string[], seconds: number): Promise<void> {
  await (await limiter(name)).block(limitKey(...(Array.isArray(parts) ? parts : [parts])), seconds);
}
