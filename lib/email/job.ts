import "server-only";
import { getDb } from "@/lib/db/client";
import type { Job } from "@/lib/jobs/types";
import { MINUTE_MS } from "@/lib/time";
import { emailSender } from "@/lib/providers/email";
import { deliverOutbox } from "./deliver";
import { purgeOldEmails } from "./retention";

// How often queued e-mail is retried: the in-process scheduler, vercel.json's cron (a test holds
// the two together) and docs/email.md's "every minute".
export const OUTBOX_EVERY_MS = MINUTE_MS;

// Every minute: delivers what was left queued (a crash, a Resend outage), with the rows' own
// backoff. The job lease keeps one runner at a time; the row claim keeps a row to one deliverer.
// It also forgets finished e-mails after 90 days.
export const emailOutboxJob: Job = {
  name: "email-outbox",
  everyMs: OUTBOX_EVERY_MS,
  run: async (now) => {
    const db = await getDb();
    const delivery = await deliverOutbox(db, emailSender(), now);
    return { ...delivery, purged: await purgeOldEmails(db, now) };
  },
};
