import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rawQuery } from "@/lib/db/client";
import { userSessions } from "./tables";
import { notifiedCache } from "./notified-cache";
import { DAY_MS } from "@/lib/time";

// Server-side sessions: the cookie names a row of user_sessions, and a session is valid only
// while its row exists, is not revoked and has not expired. The check runs on every request:
// on PGlite the row is kept in memory and dropped by a NOTIFY trigger the moment it changes
// (drizzle/*_user_sessions.sql); on a shared PostgreSQL it is read each time (one primary-key
// lookup, run beside the user row's), so a logout on one instance holds on all of them at once.
// No "server-only" here: proxy.ts reaches this module through lib/auth/session.ts.

export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
const REVOKED_KEPT_MS = DAY_MS;

type SessionState = { userId: string; expiresAt: Date; revokedAt: Date | null };
const sessions = notifiedCache<SessionState>("user_sessions_changed", "session");

/** Opens a session for this user and returns its id (goes into the cookie). */
export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  // Housekeeping on the user's own rows: expired sessions and ones revoked over a day ago.
  await db
    .delete(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        or(lt(userSessions.expiresAt, now), lt(userSessions.revokedAt, new Date(now.getTime() - REVOKED_KEPT_MS))),
      ),
    );
  const [row] = await db
    .insert(userSessions)
    .values({ userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000) })
    .returning({ id: userSessions.id });
  return row.id;
}

/** Ends one session (logout). Unknown ids are ignored. */
export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
  sessions.forget(sessionId);
}

/**
 * Ends every session of this user ("log out of all devices", a password change or reset, an
 * admin deleting or deactivating the account). `except` keeps one session (the caller's own,
 * e.g. after changing the password on this device). Returns how many sessions ended.
 */
export async function revokeAllSessions(
  db: Db,
  userId: string,
  options: { except?: string; now?: Date } = {},
): Promise<number> {
  const ended = await db
    .update(userSessions)
    .set({ revokedAt: options.now ?? new Date() })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        options.except ? ne(userSessions.id, options.except) : undefined,
      ),
    )
    .returning({ id: userSessions.id });
  for (const s of ended) sessions.forget(s.id);
  return ended.length;
}

async function loadSession(id: string): Promise<SessionState | undefined> {
  const [row] = await rawQuery("select user_id, expires_at, revoked_at from user_sessions where id = $1 limit 1", [id]);
  if (!row) return undefined;
  return {
    userId: row.user_id as string,
    expiresAt: new Date(row.expires_at as Date),
    revokedAt: row.revoked_at ? new Date(row.revoked_at as Date) : null,
  };
}

/** True while this session exists for this user, is not revoked and has not expired. */
export async function isSessionActive(sessionId: string, userId: string, now = new Date()): Promise<boolean> {
  const s = await sessions.get(sessionId, loadSession);
  return Boolean(s && s.userId === userId && !s.revokedAt && s.expiresAt.getTime() > now.getTime());
}
