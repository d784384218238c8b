import { env } from "@/lib/env";
import { outboxSender } from "./outbox";
import { createResendSender } from "./resend";
import type { EmailSender } from "./types";

export type { EmailSender, OutgoingEmail, SendOutcome } from "./types";

let override: EmailSender | undefined;
let configured: EmailSender | undefined;

/** Resend when RESEND_API_KEY is set, else the outbox (messages are kept, never sent). */
export function emailSender(): EmailSender {
  if (override) return override;
  configured ??= env.RESEND_API_KEY ? createResendSender(env.RESEND_API_KEY) : outboxSender;
  return configured;
}

/** Tests: use this sender (e.g. Resend against a fake server on loopback); undefined restores. */
export function setEmailSender(sender: EmailSender | undefined): void {
  override = sender;
}
