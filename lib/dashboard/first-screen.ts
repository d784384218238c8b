import "server-only";
import type { Db } from "@/lib/db/client";
import type { User } from "@/lib/auth/tables";
import { activeTipsFor } from "@/lib/tips/active";
import { dashboardAnalytics } from "./analytics";

/** The endpoints whose answers the dashboard's first screen shows (its headline, overview, tips). */
export const FIRST_SCREEN_PATHS = { analytics: "/api/dashboard/analytics", tips: "/api/tips" } as const;

// The same data those endpoints answer, read while the page is rendered, so the first screen
// arrives filled in (no skeleton swapped for content, no shift, an early largest paint). JSON
// round-tripped: the browser must hold exactly what the endpoint would have sent (dates as strings).
// A failure leaves that entry out: the section then fetches it itself and shows its own error.
export async function firstScreenData(db: Db, user: User, now: Date): Promise<Record<string, unknown>> {
  const [analytics, tips] = await Promise.allSettled([
    dashboardAnalytics(db, user.id, now),
    activeTipsFor(db, user, now),
  ]);
  const data: Record<string, unknown> = {};
  if (analytics.status === "fulfilled") data[FIRST_SCREEN_PATHS.analytics] = asJson(analytics.value);
  if (tips.status === "fulfilled") data[FIRST_SCREEN_PATHS.tips] = asJson(tips.value);
  return data;
}

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
