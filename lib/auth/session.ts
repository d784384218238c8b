import "server-only";
import { decode, encode } from "next-auth/jwt";
import { LRUCache } from "lru-cache";
import { eq, getTableColumns } from "drizzle-orm";
import { getDb, rawQuery } from "@/lib/db/client";
import { users, type User } from "@/lib/auth/tables";
import { cachedUserById } from "@/lib/auth/user-cache";
import { authSecret } from "@/lib/auth/secret";
import { createSession, isSessionActive, SESSION_MAX_AGE_S } from "@/lib/auth/session-revocation";
import { MINUTE_MS } from "@/lib/time";

// Session cookies are Auth.js JWT cookies, so Auth.js (Google sign-in, sign-out) and our own
// credential login share one session. The cookie names the user and a server-side session
// (lib/auth/session-revocation.ts): every request checks that session and the current user row
// (read afresh, or from a copy the database drops the moment the row changes:
// lib/auth/user-cache.ts), so a logout, a deleted or a deactivated account ends access on the
// next request, on every instance.
export const SESSION_MAX_AGE = SESSION_MAX_AGE_S;
const PLAIN_COOKIE = "authjs.session-token";
const SECURE_COOKIE = "__Secure-authjs.session-token";

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_COOKIE : PLAIN_COOKIE);

export function isSecureRequest(headers: Headers, url?: string): boolean {
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (proto) return proto === "https";
  return url ? url.startsWith("https:") : false;
}

function readCookie(headers: Headers, name: string): string | undefined {
  const raw = headers.get("cookie");
  if (!raw) return undefined;
  for (const part of raw.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return safeDecode(part.slice(i + 1).trim());
  }
  return undefined;
}

// A cookie that cannot even be percent-decoded is a cookie we cannot read: signed out, not a 500.
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export type SessionRef = { userId: string; sessionId: string | null };

// Decrypting a cookie (key derivation + JWE) costs more CPU than the whole session check
// (docs/decisions/session-check-per-request.md), and the same cookie comes
// with every request: what it names is remembered until the token expires (at most 5 minutes).
// The session and the user row are still checked on every request, so logout, deactivation and
// deletion apply at once.
const decoded = new LRUCache<string, SessionRef>({ max: 10_000, ttl: 5 * MINUTE_MS });

/** The user and session the request's cookie names (not yet checked against the database). */
export async function readSessionRef(headers: Headers): Promise<SessionRef | null> {
  for (const name of [SECURE_COOKIE, PLAIN_COOKIE]) {
    const value = readCookie(headers, name);
    if (!value) continue;
    const known = decoded.get(`${name}:${value}`);
    if (known) return known;
    try {
      const token = await decode({ token: value, secret: authSecret(), salt: name });
      const userId = (token?.uid ?? token?.sub) as string | undefined;
      if (userId) {
        const ref = { userId, sessionId: typeof token?.sid === "string" ? token.sid : null };
        const untilExpiry = typeof token?.exp === "number" ? token.exp * 1000 - Date.now() : 0;
        if (untilExpiry > 0) decoded.set(`${name}:${value}`, ref, { ttl: Math.min(untilExpiry, 5 * MINUTE_MS) });
        return ref;
      }
    } catch {
      // A tampered, stale or unreadable cookie is the same as no cookie.
    }
  }
  return null;
}

/** The user id the cookie names: the proxy's cheap first gate (handlers check the session). */
export async function readSessionUserId(headers: Headers): Promise<string | null> {
  return (await readSessionRef(headers))?.userId ?? null;
}

const SEEN_THROTTLE_MS = MINUTE_MS;

// The per-request user lookup goes straight to the driver (see rawQuery): every users column is
// text, integer, boolean or timestamptz, which both drivers already return as string, number,
// boolean and Date, so the row maps onto User by column name alone.
const USER_COLUMNS = Object.entries(getTableColumns(users)).map(([key, column]) => [key, column.name] as const);
const USER_BY_ID = `select ${USER_COLUMNS.map(([, name]) => `"${name}"`).join(", ")} from users where id = $1 limit 1`;

async function userById(id: string): Promise<User | undefined> {
  const [row] = await rawQuery(USER_BY_ID, [id]);
  if (!row) return undefined;
  return Object.fromEntries(USER_COLUMNS.map(([key, name]) => [key, row[name]])) as User;
}

/** The signed-in, active user behind these request headers, or null. */
export async function getSessionUser(headers: Headers): Promise<User | null> {
  const ref = await readSessionRef(headers);
  // A cookie from before server-side sessions names no session and cannot be revoked: refused.
  if (!ref?.sessionId) return null;
  const id = ref.userId;
  const [user, active] = await Promise.all([cachedUserById(id, userById), isSessionActive(ref.sessionId, id)]);
  if (!user || !user.isActive || !active) return null;
  const now = new Date();
  if (!user.lastSeenAt || now.getTime() - user.lastSeenAt.getTime() > SEEN_THROTTLE_MS) {
    const db = await getDb();
    await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, id));
    user.lastSeenAt = now;
  }
  return user;
}

/** A Set-Cookie header value that signs this user in, on a new server-side session. */
export async function sessionCookie(user: Pick<User, "id" | "email" | "name">, secure: boolean): Promise<string> {
  const name = sessionCookieName(secure);
  const sid = await createSession(await getDb(), user.id);
  const token = await encode({
    token: { sub: user.id, uid: user.id, sid, email: user.email, name: user.name ?? undefined },
    secret: authSecret(),
    salt: name,
    maxAge: SESSION_MAX_AGE,
  });
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE}${secure ? "; Secure" : ""}`;
}

/** Set-Cookie values that end the session under either cookie name. */
export function clearSessionCookies(): string[] {
  return [
    `${PLAIN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    `${SECURE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`,
  ];
}
