import "server-only";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { newId } from "@/lib/db/columns";
import { queueEmails } from "@/lib/email/queue";
import { hourStart } from "./hourly-cap";
import { alertMessage, type FiredAlert } from "./messages";
import { countsAgainstCap, planEvents, type Plan } from "./notify-plan";
import { jsonParam, rowsOf } from "@/lib/db/json-rows";
import { loadRecipients } from "./recipients";
import { alertDeliveries, type AlertRole, type EventDelivery } from "./tables";

// Firing: one transaction per pass claims every crossing at once, writes the events, the e-mails
// (into the outbox) and the push messages to send. The claim only takes an alert still active at
// the generation the pass read, so of two passes racing over the same crossing exactly one wins;
// anything lost to a crash before COMMIT is still unclaimed and fires on the next pass.
export type Crossed = { id: string; generation: number; price: number; at: Date; nextCheck: Date };

export type Claimed = FiredAlert & {
  id: string;
  userId: string;
  analysisId: string | null;
  generation: number;
  at: Date;
};

type ClaimRow = {
  id: string;
  user_id: string;
  analysis_id: string | null;
  role: AlertRole | null;
  symbol: string;
  kind: "level" | "move";
  level: number | null;
  direction: "above" | "below" | null;
  move_percent: number | null;
  generation: number;
  price: number;
  at: string | Date;
};

async function claim(tx: Tx, crossed: Crossed[], now: Date): Promise<ClaimRow[]> {
  const batch = crossed.map((c) => ({ ...c, at: c.at.toISOString(), nextCheck: c.nextCheck.toISOString() }));
  const result = await tx.execute(sql`
    update price_alerts a set
      status = case when a.rearm and a.kind = 'level' then 'active' else 'fired' end,
      armed = false,
      generation = a.generation + 1,
      fired_at = v."at", fired_price = v.price,
      checked_until = greatest(a.checked_until, v."nextCheck"),
      updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${jsonParam(batch)}) as v(id text, generation int, price float8, "at" timestamptz, "nextCheck" timestamptz)
    where a.id = v.id and a.status = 'active' and a.generation = v.generation
    returning a.id, a.user_id, a.analysis_id, a.role, a.symbol, a.kind, a.level, a.direction, a.move_percent,
      a.generation, v.price, v."at"`);
  return rowsOf<ClaimRow>(result);
}

type Outgoing = { claimed: Claimed; plan: Plan; message: string; eventId?: string };

export async function fireCrossings(
  db: Db,
  crossed: Crossed[],
  opts: { now: Date; source: string; origin: string },
): Promise<{ fired: Claimed[]; emails: number; pushes: number }> {
  if (crossed.length === 0) return { fired: [], emails: 0, pushes: 0 };
  return db.transaction(async (tx) => {
    const claimed: Claimed[] = (await claim(tx, crossed, opts.now)).map((r) => ({
      id: r.id,
      userId: r.user_id,
      analysisId: r.analysis_id,
      role: r.role,
      symbol: r.symbol,
      kind: r.kind,
      level: r.level,
      direction: r.direction,
      movePercent: r.move_percent,
      generation: r.generation,
      price: Number(r.price),
      at: new Date(r.at),
      source: opts.source,
    }));
    if (claimed.length === 0) return { fired: [], emails: 0, pushes: 0 };
    claimed.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
    const recipients = await loadRecipients(tx, [...new Set(claimed.map((c) => c.userId))], hourStart(opts.now));
    const outgoing: Outgoing[] = [];
    for (const [userId, r] of recipients) {
      const mine = claimed.filter((c) => c.userId === userId);
      const plans = planEvents(mine, r, opts.now);
      for (const c of mine) outgoing.push({ claimed: c, plan: plans.get(c)!, message: alertMessage(c) });
    }
    const eventIds = await insertEvents(tx, outgoing, opts);
    for (const o of outgoing) o.eventId = eventIds.get(o.claimed.id);
    const sent = outgoing.filter((o) => o.eventId && countsAgainstCap(o.plan));
    const emails = await queueAlertEmails(tx, sent, recipients, opts);
    const pushes = await queuePushes(tx, sent, opts);
    return { fired: claimed, emails, pushes };
  });
}

// One statement with the whole batch as a single JSON parameter: the query builder spends more
// on a few hundred rows of twelve parameters each than the database does inserting them.
async function insertEvents(
  tx: Tx,
  outgoing: Outgoing[],
  opts: { now: Date; source: string },
): Promise<Map<string, string>> {
  const createdAt = opts.now.toISOString();
  const rows = outgoing.map((o) => ({
    id: newId(),
    alertId: o.claimed.id,
    userId: o.claimed.userId,
    generation: o.claimed.generation,
    symbol: o.claimed.symbol,
    price: o.claimed.price,
    triggeredAt: o.claimed.at.toISOString(),
    message: o.message,
    delivery: { email: o.plan.email, push: o.plan.push } satisfies EventDelivery,
    summary: o.plan.summary ? "pending" : null,
  }));
  const inserted = rowsOf<{ id: string; alert_id: string }>(
    await tx.execute(sql`insert into alert_events
        (id, alert_id, user_id, generation, symbol, price, triggered_at, source, message, delivery, summary, created_at)
      select v.id, v."alertId", v."userId", v.generation, v.symbol, v.price, v."triggeredAt", ${opts.source}::text,
        v.message, v.delivery, v.summary, ${createdAt}::timestamptz
      from jsonb_to_recordset(${jsonParam(rows)}) as v(id text, "alertId" text, "userId" text, generation int,
        symbol text, price float8, "triggeredAt" timestamptz, message text, delivery jsonb, summary text)
      on conflict do nothing
      returning id, alert_id`),
  );
  return new Map(inserted.map((e) => [e.alert_id, e.id]));
}

const analysisLink = (origin: string, c: Claimed) =>
  c.analysisId ? `${origin}/analysis-results?id=${encodeURIComponent(c.analysisId)}` : `${origin}/alerts`;

async function queueAlertEmails(
  tx: Tx,
  sent: Outgoing[],
  recipients: Awaited<ReturnType<typeof loadRecipients>>,
  opts: { now: Date; origin: string },
): Promise<number> {
  const mail = sent.filter((o) => o.plan.email === "queued" || o.plan.email === "held");
  const ids = await queueEmails(
    tx,
    mail.map((o) => ({
      to: recipients.get(o.claimed.userId)!.email,
      userId: o.claimed.userId,
      kind: "alert" as const,
      subject: `Price alert: ${o.message}`,
      text: `${o.message}\n\nAt ${o.claimed.at.toISOString().slice(0, 16).replace("T", " ")} UTC.\n\nSee it: ${analysisLink(opts.origin, o.claimed)}\nManage your alerts: ${opts.origin}/alerts`,
    })),
    { origin: opts.origin, now: opts.now },
  );
  // Held for quiet hours: the outbox sends a row once its next attempt is due.
  const held = mail.flatMap((o, i) =>
    o.plan.email === "held" ? [{ id: ids[i], at: o.plan.sendAt.toISOString() }] : [],
  );
  if (held.length > 0)
    await tx.execute(sql`update email_outbox o set next_attempt_at = v."at"
      from jsonb_to_recordset(${jsonParam(held)}) as v(id text, "at" timestamptz) where o.id = v.id`);
  return ids.length;
}

async function queuePushes(tx: Tx, sent: Outgoing[], opts: { now: Date; origin: string }): Promise<number> {
  const push = sent.filter((o) => o.plan.push === "queued" || o.plan.push === "held");
  if (push.length === 0) return 0;
  await tx.insert(alertDeliveries).values(
    push.map((o) => ({
      userId: o.claimed.userId,
      eventId: o.eventId!,
      payload: { title: "Candlewise alert", body: o.message, url: analysisLink("", o.claimed) },
      nextAttemptAt: o.plan.sendAt,
      createdAt: opts.now,
    })),
  );
  return push.length;
}
