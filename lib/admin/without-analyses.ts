import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { withoutAnalyses } from "./stats";

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
