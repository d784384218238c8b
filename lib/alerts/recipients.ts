import "server-only";
import { and, count, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import type { Recipient } from "./notify-plan";
import { DEFAULT_ALERT_SETTINGS } from "./settings-defaults";
import { alertEvents, alertSettings, pushSubscriptions } from "./tables";

// Everything the notification plan needs about the traders of one pass, in four queries
// whatever their number: address, settings, whether a browser subscribed, and this hour's count.
export async function loadRecipients(
  db: Db | Tx,
  userIds: string[],
  hourStart: Date,
): Promise<Map<string, Recipient & { email: string }>> {
  if (userIds.length === 0) return new Map();
  const [people, settings, subscribed, counted] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)),
    db.select().from(alertSettings).where(inArray(alertSettings.userId, userIds)),
    db
      .selectDistinct({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds)),
    db
      .select({ userId: alertEvents.userId, n: count() })
      .from(alertEvents)
      .where(
        and(
          inArray(alertEvents.userId, userIds),
          gte(alertEvents.createdAt, hourStart),
          isNull(alertEvents.summary),
          or(
            sql`${alertEvents.delivery}->>'email' in ('queued', 'held')`,
            sql`${alertEvents.delivery}->>'push' in ('queued', 'held')`,
          ),
        ),
      )
      .groupBy(alertEvents.userId),
  ]);
  const settingsOf = new Map(settings.map((s) => [s.userId, s]));
  const hasPush = new Set(subscribed.map((s) => s.userId));
  const sentOf = new Map(counted.map((c) => [c.userId, c.n]));
  return new Map(
    people.map((p) => {
      const s = settingsOf.get(p.id);
      return [
        p.id,
        {
          email: p.email,
          hasPushSubscription: hasPush.has(p.id),
          sentThisHour: sentOf.get(p.id) ?? 0,
          settings: s
            ? {
                email: s.email,
                push: s.push,
                quietStart: s.quietStart,
                quietEnd: s.quietEnd,
                timeZone: s.timeZone,
                quietMode: s.quietMode,
              }
            : DEFAULT_ALERT_SETTINGS,
        },
      ];
    }),
  );
}
