import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors";
import { createLimiter, type Limiter } from "./store";

// Failed logins (successes do not count), on the shared store (lib/rate-limit/store.ts):
// - per account AND client: 5 in 15 minutes, then that client waits. Someone guessing from their
//   own connection cannot lock the owner out: the owner's client has its own count;
// - per client across accounts: 30 in 15 minutes (one client spraying many accounts);
// - per account from everywhere: after 20 failures within the hour (a distributed guess), every
//   further failure makes the next attempt wait, doubling from 1 second up to 5 minutes. That
//   also delays the owner while an attack runs, but never for longer than 5 minutes at a time.
export const CLIENT_ACCOUNT_FAILURES = 5;
export const CLIENT_FAILURES = 30;
export const ACCOUNT_FREE_FAILURES = 20;
export const ACCOUNT_MAX_DELAY_S = 5 * 60;
const CLIENT_WINDOW_S = 15 * 60;
const ACCOUNT_WINDOW_S = 60 * 60;
const LIMIT_MESSAGE = "Too many failed login attempts. Please wait 15 minutes and try again.";
const delayMessage = (s: number) =>
  `Too many failed login attempts for this account. Please wait ${s < 60 ? `${s} seconds` : `${Math.ceil(s / 60)} minutes`} and try again.`;

type Limiters = { byAccountClient: Limiter; byClient: Limiter; byAccount: Limiter; accountWait: Limiter };
let limiters: Promise<Limiters> | undefined;

function getLimiters(): Promise<Limiters> {
  limiters ??= Promise.all([
    createLimiter({ keyPrefix: "login_account_client", points: CLIENT_ACCOUNT_FAILURES, duration: CLIENT_WINDOW_S }),
    createLimiter({ keyPrefix: "login_client", points: CLIENT_FAILURES, duration: CLIENT_WINDOW_S }),
    createLimiter({ keyPrefix: "login_account", points: 1_000_000, duration: ACCOUNT_WINDOW_S }),
    createLimiter({ keyPrefix: "login_account_wait", points: 1, duration: 1 }),
  ]).then(
    ([byAccountClient, byClient, byAccount, accountWait]) => ({ byAccountClient, byClient, byAccount, accountWait }),
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

const pair = (email: string, client: string) => `${email}|${client}`;

/** The wait before the account's next attempt, given its failures in the hour (0 = none). */
export function accountDelaySeconds(failures: number): number {
  if (failures <= ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - ACCOUNT_FREE_FAILURES - 1), ACCOUNT_MAX_DELAY_S);
}

/** Throws 429 (with Retry-After) when this client or this account must wait. */
export async function assertLoginAllowed(email: string, client: string): Promise<void> {
  const { byAccountClient, byClient, accountWait } = await getLimiters();
  const [ac, c, wait] = await Promise.all([
    byAccountClient.get(pair(email, client)),
    byClient.get(client),
    accountWait.get(email),
  ]);
  if ((ac && ac.consumedPoints >= CLIENT_ACCOUNT_FAILURES) || (c && c.consumedPoints >= CLIENT_FAILURES)) {
    throw new AppError("rate_limited", LIMIT_MESSAGE, {
      retryAfterSeconds: Math.ceil(Math.max(ac?.msBeforeNext ?? 0, c?.msBeforeNext ?? 0) / 1000),
    });
  }
  if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) {
    const seconds = Math.ceil(wait.msBeforeNext / 1000);
    throw new AppError("rate_limited", delayMessage(seconds), { retryAfterSeconds: seconds });
  }
}

// A consume() past the limit rejects with the RateLimiterRes: that is a count, not a failure.
const counted = (r: unknown) => (r instanceof RateLimiterRes ? r : Promise.reject(r));

export async function recordLoginFailure(email: string, client: string): Promise<void> {
  const { byAccountClient, byClient, byAccount, accountWait } = await getLimiters();
  const [, , account] = await Promise.all([
    byAccountClient.consume(pair(email, client)).catch(counted),
    byClient.consume(client).catch(counted),
    byAccount.consume(email).catch(counted),
  ]);
  const delay = accountDelaySeconds(account.consumedPoints);
  if (delay > 0) await accountWait.block(email, delay);
}

/** A successful login clears this client's count for the account (not the account-wide one). */
export async function clearLoginFailures(email: string, client: string): Promise<void> {
  const { byAccountClient } = await getLimiters();
  await byAccountClient.delete(pair(email, client));
}

/** The client's address for limits (trusted hops only: lib/http/client-address.ts). */
export { clientAddress as clientIp } from "@/lib/http/client-address";
