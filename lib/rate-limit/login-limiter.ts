import { AppError } from "@/lib/errors";
import { block, clear, giveBack, limitError, LIMITS, take } from "./registry";

// Failed logins (successes do not count), counted in the registry (lib/rate-limit/registry.ts)
// *before* the password is checked, so parallel attempts each see their own count:
// - per account AND client: 5 in 15 minutes, then that client waits. Someone guessing from their
//   own connection cannot lock the owner out: the owner's client has its own count;
// - per client across accounts: 30 in 15 minutes (one client spraying many accounts);
// - per account from everywhere: after 20 failures within the hour (a distributed guess), every
//   further failure makes the next attempt wait, doubling from 1 second up to 5 minutes. That
//   delay applies only to browsers the account has never signed in from: a browser holding the
//   account's device cookie (lib/auth/device-cookie.ts, OWASP's device-cookie pattern) skips it,
//   and instead has 5 failures per 15 minutes of its own, after which it counts as unknown.
// A browser with a valid device cookie skips the two per-client counts as well: its own
// allowance is all that limits it, so a crowd behind the owner's address cannot lock them out.
export const CLIENT_ACCOUNT_FAILURES = LIMITS.loginAccountClient.points;
export const CLIENT_FAILURES = LIMITS.loginClient.points;
export const DEVICE_FAILURES = LIMITS.loginDevice.points;
export const ACCOUNT_FREE_FAILURES = 20;
export const ACCOUNT_MAX_DELAY_S = 5 * 60;

/** The wait before the account's next attempt, given its failures in the hour (0 = none). */
export function accountDelaySeconds(failures: number): number {
  if (failures <= ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - ACCOUNT_FREE_FAILURES - 1), ACCOUNT_MAX_DELAY_S);
}

/** Who is trying: the client address, and the device id of a valid device cookie for this account. */
export type LoginClient = { address: string; device: string | null };

/** An attempt that was counted: settle it with its outcome once the password was checked. */
export type LoginAttempt = { succeeded(): Promise<void>; failed(): Promise<void> };

/**
 * Counts this attempt for the client, the account and the device, then lets it through or
 * throws 429 (with Retry-After). Whatever the password turns out to be, it was counted first.
 */
export async function beginLoginAttempt(email: string, client: LoginClient): Promise<LoginAttempt> {
  const pair = [email, client.address];
  // A known device is counted on its own allowance only: the address's counts are shared with
  // everyone behind the same NAT or IPv6 prefix, who must not be able to lock the owner out.
  if (client.device) {
    const device = client.device;
    const d = await take("loginDevice", device);
    if (d.allowed) {
      return {
        succeeded: async () => {
          await Promise.all([clear("loginAccountClient", pair), clear("loginDevice", device)]);
        },
        failed: async () => undefined,
      };
    }
    // A device cookie that failed too often is an unknown browser again (OWASP).
  }

  const [ac, c] = await Promise.all([take("loginAccountClient", pair), take("loginClient", client.address)]);
  if (!ac.allowed) throw limitError("loginAccountClient", ac.msBeforeNext);
  if (!c.allowed) throw limitError("loginClient", c.msBeforeNext);
  // Successes do not count: the design gives these points back on a correct password.
  const forgetClient = () => Promise.all([clear("loginAccountClient", pair), giveBack("loginClient", client.address)]);

  const account = await take("loginAccount", email);
  const failuresBefore = account.consumed - 1;
  if (accountDelaySeconds(failuresBefore) > 0) {
    // In the delay: one attempt at a time, and none before the last failure's wait is over.
    const gate = await take("loginAccountWait", email);
    if (!gate.allowed) {
      await giveBack("loginAccount", email); // refused unchecked: not a failure of the password
      throw limitError("loginAccountWait", gate.msBeforeNext);
    }
  }
  return {
    succeeded: async () => {
      await Promise.all([forgetClient(), giveBack("loginAccount", email)]);
    },
    failed: async () => {
      const delay = accountDelaySeconds(account.consumed);
      if (delay > 0) await block("loginAccountWait", email, delay);
    },
  };
}

export const loginRefused = () => new AppError("unauthorized", "Invalid email or password");
