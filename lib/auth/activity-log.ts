import "server-only";
import type { Db } from "@/lib/db/client";
import { activityLog } from "./tables";

export type ActivityKind =
  | "register"
  | "login"
  | "logout"
  | "analysis"
  | "save_analysis"
  | "delete_saved_analysis"
  | "simulation"
  | "trial_started"
  | "subscription"
  | "admin_action"
  | "tip"
  | "email";

/** Records who did what; pass the transaction when the event is part of one. */
export async function logActivity(
  db: Db,
  userId: string | null,
  kind: ActivityKind,
  description: string,
): Promise<void> {
  await db.insert(activityLog).values({ userId, kind, description });
}
