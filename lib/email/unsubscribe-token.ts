import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { DAY_MS } from "@/lib/time";

// The link in every e-mail that is not account mail: the user id, an expiry and what it
// unsubscribes from, signed with a key derived from AUTH_SECRET. No login needed; a changed id,
// date or scope breaks the signature. Announcements keep the three-part form of the first links
// sent; an alert e-mail's link says "alerts" and turns off alert e-mails only.
export const UNSUBSCRIBE_TTL_MS = 365 * DAY_MS;
export const unsubscribeScopes = ["announcements", "alerts"] as const;
export type UnsubscribeScope = (typeof unsubscribeScopes)[number];

const sign = (payload: string) =>
  createHmac("sha256", `${authSecret()}:email-unsubscribe`).update(payload).digest("base64url");

export function createUnsubscribeToken(userId: string, now: Date, scope: UnsubscribeScope = "announcements"): string {
  const payload = [
    Buffer.from(userId).toString("base64url"),
    (now.getTime() + UNSUBSCRIBE_TTL_MS).toString(36),
    ...(scope === "announcements" ? [] : [scope]),
  ].join(".");
  return `${payload}.${sign(payload)}`;
}

export type TokenCheck =
  { ok: true; userId: string; scope: UnsubscribeScope } | { ok: false; reason: "invalid" | "expired" };

/** What a link says it unsubscribes from, unverified: for the confirmation page's wording only. */
export function unsubscribeScopeOf(token: string): UnsubscribeScope {
  return token.split(".").length === 4 && token.split(".")[2] === "alerts" ? "alerts" : "announcements";
}

export function verifyUnsubscribeToken(token: string, now: Date): TokenCheck {
  const parts = token.split(".");
  if (parts.length !== 3 && parts.length !== 4) return { ok: false, reason: "invalid" };
  const signature = parts.at(-1)!;
  const [id, exp, scope = "announcements"] = parts.slice(0, -1);
  if (!(unsubscribeScopes as readonly string[]).includes(scope) || (parts.length === 4 && scope === "announcements"))
    return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(parts.slice(0, -1).join(".")));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  if (parseInt(exp, 36) <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, userId: Buffer.from(id, "base64url").toString(), scope: scope as UnsubscribeScope };
}
