import "server-only";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { alertEvents, priceAlerts } from "./tables";

// The in-app list behind the bell: every firing, whatever the channels and quiet hours did.
export async function listEvents(db: Db, userId: string, limit = 50) {
  const [items, [{ unread }]] = await Promise.all([
    db
      .select({
        id: alertEvents.id,
        alertId: alertEvents.alertId,
        analysisId: priceAlerts.analysisId,
        symbol: alertEvents.symbol,
        price: alertEvents.price,
        triggeredAt: alertEvents.triggeredAt,
        source: alertEvents.source,
        message: alertEvents.message,
        delivery: alertEvents.delivery,
        readAt: alertEvents.readAt,
      })
      .from(alertEvents)
      .innerJoin(priceAlerts, eq(priceAlerts.id, alertEvents.alertId))
      .where(eq(alertEvents.userId, userId))
      .orderBy(desc(alertEvents.createdAt), desc(alertEvents.triggeredAt))
      .limit(limit),
    db
      .select({ unread: count() })
      .from(alertEvents)
      .where(and(eq(alertEvents.userId, userId), isNull(alertEvents.readAt))),
  ]);
  return { items, unread };
}

export async function markEventsRead(db: Db, userId: string, now: Date) {
  await db
    .update(alertEvents)
    .set({ readAt: now })
    .where(and(eq(alertEvents.userId, userId), isNull(alertEvents.readAt)));
}
