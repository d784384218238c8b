import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { User } from "@/lib/auth/tables";
import { logActivity } from "@/lib/auth/activity-log";
import { AppError } from "@/lib/errors";
import { tips } from "./tables";
import type { TipInput } from "./schemas";

// Admin tip management. Who sees a tip and when is decided at read time (lib/tips/active.ts), so
// a saved tip reaches the right dashboards on their next load.

type TipRow = typeof tips.$inferSelect;
const toJson = (t: TipRow) => ({
  id: t.id,
  title: t.title,
  message: t.message,
  type: t.type,
  priority: t.priority,
  targetAudience: t.targetAudience,
  startDate: t.startDate.toISOString(),
  endDate: t.endDate?.toISOString() ?? null,
  isActive: t.isActive,
  createdAt: t.createdAt.toISOString(),
});
export type AdminTip = ReturnType<typeof toJson>;

export async function listTips(db: Db): Promise<AdminTip[]> {
  const rows = await db.select().from(tips).orderBy(desc(tips.createdAt)).limit(500);
  return rows.map(toJson);
}

export async function createTip(db: Db, admin: User, input: TipInput, now: Date): Promise<AdminTip> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tips)
      .values({
        ...input,
        startDate: input.startDate ?? now,
        endDate: input.endDate ?? null,
        createdBy: admin.id,
        createdAt: now,
      })
      .returning();
    await logActivity(tx, admin.id, "tip", `Created tip "${row.title}" for ${row.targetAudience}`);
    return toJson(row);
  });
}

export async function updateTip(db: Db, admin: User, id: string, input: TipInput): Promise<AdminTip> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tips)
      .set({ ...input, startDate: input.startDate, endDate: input.endDate ?? null })
      .where(eq(tips.id, id))
      .returning();
    if (!row) throw new AppError("not_found", "Tip not found");
    await logActivity(tx, admin.id, "tip", `Updated tip "${row.title}"`);
    return toJson(row);
  });
}

export async function deleteTip(db: Db, admin: User, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(tips).where(eq(tips.id, id)).returning({ title: tips.title });
    if (!row) throw new AppError("not_found", "Tip not found");
    await logActivity(tx, admin.id, "tip", `Deleted tip "${row.title}"`);
  });
}
