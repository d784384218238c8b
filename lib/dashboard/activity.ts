import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { activityLog } from "@/lib/auth/tables";

export type ActivityItem = { id: number; kind: string; description: string; createdAt: string };

/** The user's latest actions (analyses, simulations, trial, saved items), newest first. */
export async function recentActivity(db: Db, userId: string, limit = 10): Promise<ActivityItem[]> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    description: r.description,
    createdAt: r.createdAt.toISOString(),
  }));
}
