import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queueEmails } from "@/lib/email/queue";
import { rowsOf } from "@/lib/db/json-rows";
import { hourStart } from "./hourly-cap";
import { summaryMessage } from "./messages";
import { planFor } from "./notify-plan";
import { loadRecipients } from "./recipients";
import { alertDeliveries } from "./tables";

// Once an hour is over, each trader whose alerts went past the cap in it gets one summary on the
// channels they use. Taking the pending events is itself the claim: a second pass finds none.
export async function sendSummaries(db: Db, now: Date, origin: string): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ user_id: string; n: number }>(
      await tx.execute(sql`with taken as (
        update alert_events set summary = 'summarized'
        where summary = 'pending' and created_at < ${hourStart(now).toISOString()}::timestamptz
        returning user_id)
      select user_id, count(*)::int as n from taken group by user_id`),
    );
    if (claimed.length === 0) return 0;
    const recipients = await loadRecipients(
      tx,
      claimed.map((c) => c.user_id),
      hourStart(now),
    );
    const mails = [];
    const pushes = [];
    for (const { user_id: userId, n } of claimed) {
      const r = recipients.get(userId);
      if (!r) continue;
      const plan = planFor(r, now);
      const text = summaryMessage(n);
      if (plan.email === "queued" || plan.email === "held")
        mails.push({
          to: r.email,
          userId,
          kind: "alert" as const,
          subject: "Your price alerts",
          text: `${text}\n\n${origin}/alerts`,
        });
      if (plan.push === "queued" || plan.push === "held")
        pushes.push({
          userId,
          payload: { title: "Candlewise alerts", body: text, url: "/alerts" },
          nextAttemptAt: plan.sendAt,
        });
    }
    await queueEmails(tx, mails, { origin, now });
    if (pushes.length > 0) await tx.insert(alertDeliveries).values(pushes);
    return claimed.length;
  });
}
