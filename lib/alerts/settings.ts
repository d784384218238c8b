import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { AlertSettingsInput } from "./schemas";
import { alertSettings, pushSubscriptions } from "./tables";
import { endpointProblem } from "./push/endpoint";
import { DEFAULT_ALERT_SETTINGS } from "./settings-defaults";

// A trader's channels and quiet hours; push subscriptions of their browsers.
export { DEFAULT_ALERT_SETTINGS as DEFAULT_SETTINGS };

export async function getAlertSettings(db: Db, userId: string): Promise<AlertSettingsInput> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  if (!row) return DEFAULT_ALERT_SETTINGS;
  const { email, push, quietStart, quietEnd, timeZone, quietMode } = row;
  return { email, push, quietStart, quietEnd, timeZone, quietMode };
}

export async function saveAlertSettings(db: Db, userId: string, input: AlertSettingsInput, now: Date) {
  const values = { ...input, updatedAt: now };
  await db
    .insert(alertSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: alertSettings.userId, set: values });
  return getAlertSettings(db, userId);
}

/** What an alert e-mail's unsubscribe link does: e-mail off, every other setting kept. */
export async function turnOffAlertEmail(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .insert(alertSettings)
    .values({ userId, ...DEFAULT_ALERT_SETTINGS, email: false, updatedAt: now })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { email: false, updatedAt: now } });
}

export type SubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Keeps a browser's subscription; the same endpoint moves to the trader now signed in on it. */
export async function savePushSubscription(db: Db, userId: string, sub: SubscriptionInput) {
  const problem = endpointProblem(sub.endpoint);
  if (problem) throw new AppError("bad_request", problem);
  const values = { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: sub.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function deletePushSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
