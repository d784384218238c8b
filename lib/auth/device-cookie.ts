import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
// signed in to an account gets a cookie signed by the server naming that account, so the next
// login from it is known. The account-wide delay a distributed guess triggers
// (lib/rate-limit/login-limiter.ts) does not apply to it: a stranger guessing from many addresses
// can slow down unknown browsers, never the owner's own. The cookie holds a random device id and
// an HMAC over the id and the account's e-mail (the address itself is not in it); a forged or
// copied-to-another-account cookie does not verify. A known device has its own allowance of
// failures (5 per 15 minutes), after which it counts as unknown.
export const DEVICE_COOKIE = "candlewise-device";
const MAX_AGE_S = 180 * 24 * 60 * 60;
const MAX_VALUE = 128;

let key: Buffer | undefined;
const signingKey = () => (key ??= createHmac("sha256", authSecret()).update("candlewise device cookie v1").digest());
const sign = (email: string, id: string) =>
  createHmac("sha256", signingKey()).update(`${email.toLowerCase()}\n${id}`).digest("base64url");

/** The Set-Cookie value marking this browser as one that signed in to `email` (login path only). */
export function deviceCookie(email: string, secure: boolean): string {
  const id = randomBytes(16).toString("base64url");
  return `${DEVICE_COOKIE}=${id}.${sign(email, id)}; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=${MAX_AGE_S}${secure ? "; Secure" : ""}`;
}

/** The device id when the request carries a valid device cookie for `email`, else null. */
export function knownDevice(headers: Headers, email: string): string | null {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i < 0 || part.slice(0, i).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(i + 1).trim();
    if (value.length > MAX_VALUE) continue;
    const [id, signature] = value.split(".");
    if (!id || !signature) continue;
    const expected = Buffer.from(sign(email, id));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
  }
  return null;
}
