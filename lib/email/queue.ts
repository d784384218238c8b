import "server-only";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { newId } from "@/lib/db/columns";
import { jsonParam } from "@/lib/db/json-rows";
import { env } from "@/lib/env";
import { renderEmail } from "./layout";
import type { EmailKind } from "./kinds";
import { createUnsubscribeToken, type UnsubscribeScope } from "./unsubscribe-token";

export type EmailMessage = {
  to: string;
  userId: string | null;
  kind: EmailKind;
  subject: string;
  /** Plain text; the layout escapes it into the HTML part. */
  text: string;
};

// Account mail (welcome, password reset) always arrives; anything else carries a one-click
// unsubscribe link and the List-Unsubscribe headers (RFC 8058), which need a user to act on. An
// alert e-mail's link turns off alert e-mails, an announcement's link announcements: each stops
// the kind of mail it came with.
const isAccountMail = (kind: EmailKind): kind is "welcome" | "password_reset" =>
  kind === "welcome" || kind === "password_reset";
const SCOPES: Record<Exclude<EmailKind, "welcome" | "password_reset">, UnsubscribeScope> = {
  bulk: "announcements",
  alert: "alerts",
};
const FOOTERS: Record<UnsubscribeScope, string> = {
  announcements: "You receive this because you have a Candlewise account.",
  alerts: "You receive this because you set a price alert on Candlewise; this link turns off alert e-mails only.",
};
export const BATCH_SIZE = 100;
const INSERT_ROWS = 200;

function unsubscribeParts(userId: string, kind: keyof typeof SCOPES, origin: string, now: Date) {
  const scope = SCOPES[kind];
  const token = encodeURIComponent(createUnsubscribeToken(userId, now, scope));
  return {
    pageUrl: `${origin}/unsubscribe?token=${token}`,
    footer: FOOTERS[scope],
    headers: {
      "List-Unsubscribe": `<${origin}/api/email/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Writes the messages to the outbox with `db` (pass the caller's transaction) and returns their
 * ids. With `grouped`, messages travel in groups of 100 (one Resend batch call each); otherwise
 * each message is its own group.
 */
export async function queueEmails(
  db: Db | Tx,
  messages: EmailMessage[],
  options: { origin: string; now: Date; grouped?: boolean },
): Promise<string[]> {
  if (messages.length === 0) return [];
  let batchKey = newId();
  const rows = messages.map((m, i) => {
    if (!options.grouped || i % BATCH_SIZE === 0) batchKey = newId();
    const unsubscribe =
      !isAccountMail(m.kind) && m.userId ? unsubscribeParts(m.userId, m.kind, options.origin, options.now) : undefined;
    const { text, html } = renderEmail(m.subject, m.text, unsubscribe?.pageUrl, unsubscribe?.footer);
    return {
      id: newId(),
      userId: m.userId,
      kind: m.kind,
      recipient: m.to,
      subject: m.subject,
      body: text,
      html,
      headers: unsubscribe?.headers ?? null,
      batchKey,
    };
  });
  // The rows travel as one JSON parameter, read back in SQL as a table: the query builder spends
  // more time binding a few hundred rows' parameters than the insert takes. The ids are made here,
  // so they come back in the messages' order. Several statements for big sends keep each text small.
  const at = options.now.toISOString();
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    await db.execute(sql`insert into email_outbox
        (id, user_id, kind, recipient, subject, body, html, headers, batch_key, next_attempt_at, created_at)
      select v.id, v."userId", v.kind, v.recipient, v.subject, v.body, v.html, v.headers, v."batchKey",
        ${at}::timestamptz, ${at}::timestamptz
      from jsonb_to_recordset(${jsonParam(rows.slice(i, i + INSERT_ROWS))}) as v(id text, "userId" text,
        kind text, recipient text, subject text, body text, html text, headers jsonb, "batchKey" text)`);
  }
  return rows.map((r) => r.id);
}

export const emailFrom = () => env.EMAIL_FROM;
