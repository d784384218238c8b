import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { MINUTE_MS } from "@/lib/time";
import { jsonParam, rowsOf } from "@/lib/db/json-rows";
import { sendPush, type PushTransport } from "./push/send";
import { pushSubscriptions } from "./tables";

// Sends the push messages that are due. Each is taken with a short lock (SKIP LOCKED, so
// instances share the work and never send one twice at once); a send that fails is tried again
// up to MAX_ATTEMPTS; a subscription the push service answers 404/410 for is removed.
export const MAX_ATTEMPTS = 3;
const LOCK_MS = 2 * MINUTE_MS;
const BATCH = 200;

type Due = { id: string; user_id: string; payload: unknown; attempts: number };

export async function deliverPushes(
  db: Db,
  now: Date,
  transport?: PushTransport,
): Promise<{ sent: number; failed: number }> {
  const due = rowsOf<Due>(
    await db.execute(sql`update alert_deliveries d set locked_until = ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz,
        attempts = d.attempts + 1
      where d.id in (select id from alert_deliveries
        where status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        order by next_attempt_at limit ${BATCH} for update skip locked)
      returning d.id, d.user_id, d.payload, d.attempts`),
  );
  if (due.length === 0) return { sent: 0, failed: 0 };
  const subs = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        due.map((d) => d.user_id),
      ),
    );
  const outcome: { id: string; status: "sent" | "failed" | "queued"; error: string | null }[] = [];
  const gone = new Set<string>();
  for (const d of due) {
    const mine = subs.filter((s) => s.userId === d.user_id && !gone.has(s.endpoint));
    const results = await Promise.all(mine.map((s) => sendPush(s, d.payload, transport)));
    results.forEach((r, i) => !r.ok && r.gone && gone.add(mine[i].endpoint));
    const error = results.flatMap((r) => (r.ok ? [] : [r.error]))[0] ?? null;
    if (results.some((r) => r.ok)) outcome.push({ id: d.id, status: "sent", error: null });
    else if (mine.length === 0 || results.every((r) => !r.ok && r.gone) || d.attempts >= MAX_ATTEMPTS)
      outcome.push({ id: d.id, status: "failed", error: error ?? "No push subscription" });
    else outcome.push({ id: d.id, status: "queued", error });
  }
  if (gone.size > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, [...gone]));
  await db.execute(sql`update alert_deliveries d set status = v.status, error = v.error, locked_until = null,
      sent_at = case when v.status = 'sent' then ${now.toISOString()}::timestamptz else null end,
      next_attempt_at = case when v.status = 'queued' then ${new Date(now.getTime() + MINUTE_MS).toISOString()}::timestamptz else d.next_attempt_at end
    from jsonb_to_recordset(${jsonParam(outcome)}) as v(id text, status text, error text) where d.id = v.id`);
  return {
    sent: outcome.filter((o) => o.status === "sent").length,
    failed: outcome.filter((o) => o.status === "failed").length,
  };
}
