import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { AppError } from "@/lib/errors";
import { withoutAnalyses } from "@/lib/admin/stats";

export type Recipient = { id: string; email: string; emailOptOut: boolean; isActive: boolean };

/**
 * The users behind these addresses. Bulk e-mail goes to existing users only, so an admin account
 * cannot be used to mail arbitrary addresses: any address that belongs to no user is refused.
 */
export async function resolveRecipients(db: Db, addresses: string[]): Promise<Recipient[]> {
  const wanted = [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  const found: Recipient[] = [];
  for (let i = 0; i < wanted.length; i += 500) {
    const chunk = wanted.slice(i, i + 500);
    found.push(
      ...(await db
        .select({ id: users.id, email: users.email, emailOptOut: users.emailOptOut, isActive: users.isActive })
        .from(users)
        .where(inArray(users.email, chunk))),
    );
  }
  const known = new Set(found.map((r) => r.email));
  const unknown = wanted.filter((a) => !known.has(a));
  if (unknown.length) {
    const named = unknown.slice(0, 3).join(", ") + (unknown.length > 3 ? ` and ${unknown.length - 3} more` : "");
    throw new AppError("bad_request", `No user has the address ${named}: bulk e-mail goes to existing users only`, {
      unknown: unknown.slice(0, 50),
    });
  }
  return found;
}

export const USERS_WITHOUT_ANALYSES_LIMIT = 1000;

/** Active, non-admin users who never ran an analysis, newest first (at most one send's worth). */
export async function usersWithoutAnalyses(db: Db): Promise<{ emails: string[]; total: number }> {
  // The per-user analysis counts kept by the admin stats (a row per user, not a scan of every
  // analysis), so the query stays fast at scale (docs/decisions/admin-analysis-counts.md).
  const where = and(eq(users.isActive, true), eq(users.role, "user"), withoutAnalyses);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ email: users.email })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(USERS_WITHOUT_ANALYSES_LIMIT),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { emails: rows.map((r) => r.email), total };
}
