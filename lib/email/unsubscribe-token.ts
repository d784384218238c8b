import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { DAY_MS } from "@/lib/time";

// The link in every bulk e-mail: the user id and an expiry, signed with a key derived from
// AUTH_SECRET. No login needed; a changed id or date breaks the signature.
export const UNSUBSCRIBE_TTL_MS = 365 * DAY_MS;

const sign = (payload: string) =>
  createHmac("sha256", `${authSecret()}:email-unsubscribe`).update(payload).digest("base64url");

export function createUnsubscribeToken(userId: string, now: Date): string {
  const payload = `${Buffer.from(userId).toString("base64url")}.${(now.getTime() + UNSUBSCRIBE_TTL_MS).toString(36)}`;
  return `${payload}.${sign(payload)}`;
}

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: "invalid" | "expired" };

export function verifyUnsubscribeToken(token: string, now: Date): TokenCheck {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const [id, exp, signature] = parts;
  const expected = Buffer.from(sign(`${id}.${exp}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  if (parseInt(exp, 36) <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, userId: Buffer.from(id, "base64url").toString() };
}
