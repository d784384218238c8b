import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { activityLog, users } from "@/lib/auth/tables";

// The admin activity feed: newest events with the e-mail of whoever they are about.
export async function recentActivity(db: Db, limit: number) {
  const rows = await db
    .select({
      id: activityLog.id,
      kind: activityLog.kind,
      description: activityLog.description,
      userId: activityLog.userId,
      userEmail: users.email,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
