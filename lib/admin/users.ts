import "server-only";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { activityLog, users, type User } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { trialDaysLeft } from "@/lib/plans/access";
import { AppError } from "@/lib/errors";
import type { UsersQuery } from "./schemas";

// The admin users table, one page at a time: at 100,000 users the whole table must never leave
// the database. Rows carry the spec's admin view of a user and never any password data.

export type AdminUser = ReturnType<typeof toAdminUser>;

export function toAdminUser(u: User, now: Date) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: u.fullName ?? u.name,
    username: u.username,
    role: u.role,
    plan: u.plan,
    permanentPro: u.permanentPro,
    tokensRemaining: u.tokensRemaining,
    isActive: u.isActive,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    lastSeenAt: u.lastSeenAt?.toISOString() ?? null,
    trialStartedAt: u.trialStartedAt?.toISOString() ?? null,
    trialEndsAt: u.trialEndsAt?.toISOString() ?? null,
    daysRemaining: trialDaysLeft(u, now),
  };
}

// One lower-cased string per user, the expression of the trigram index in
// drizzle/0010_admin_search.sql (keep the two identical, or PostgreSQL will not use the index).
const searchText = sql.raw(
  `lower(users.email || ' ' || coalesce(users.username, '') || ' ' || coalesce(users.full_name, '') || ' ' || coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '') || ' ' || coalesce(users.name, ''))`,
);

// LIKE wildcards typed by the admin are matched literally.
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(query: Pick<UsersQuery, "search" | "plan">): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.plan) parts.push(eq(users.plan, query.plan));
  if (query.search) {
    const p = `%${likeEscape(query.search.toLowerCase())}%`;
    parts.push(sql`${searchText} like ${p}`);
  }
  return and(...parts);
}

// Never-seen users sort last either way; the id breaks ties so pages never overlap.
const orderings = {
  "-created": [desc(users.createdAt), desc(users.id)],
  created: [asc(users.createdAt), asc(users.id)],
  "-lastSeen": [sql`${users.lastSeenAt} desc nulls last`, desc(users.id)],
  lastSeen: [sql`${users.lastSeenAt} asc nulls last`, asc(users.id)],
} satisfies Record<UsersQuery["sort"], SQL[]>;

export async function listUsers(db: Db, query: UsersQuery, now: Date) {
  const where = filters(query);
  // Deferred join: the page's ids come from an index-only scan (however deep the page), then
  // only those rows are read.
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...orderings[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(inArray(users.id, pageIds))
      .orderBy(...orderings[query.sort]),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map((u) => toAdminUser(u, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

export async function findUser(db: Db, id: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError("not_found", "User not found");
  return user;
}

/** The user detail dialog: the admin view plus analyses count and recent activity. */
export async function getUserDetail(db: Db, id: string, now: Date) {
  const user = await findUser(db, id);
  const [[{ analysesCount }], recent] = await Promise.all([
    db.select({ analysesCount: count() }).from(analyses).where(eq(analyses.userId, id)),
    db
      .select({ description: activityLog.description, kind: activityLog.kind, createdAt: activityLog.createdAt })
      .from(activityLog)
      .where(eq(activityLog.userId, id))
      .orderBy(desc(activityLog.createdAt))
      .limit(10),
  ]);
  return {
    ...toAdminUser(user, now),
    totalTokens: user.totalTokens,
    usedTokens: user.usedTokens,
    analysesCount,
    recentActivity: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
