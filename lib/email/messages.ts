// The bulk e-mail messages, apart from the zod schemas (lib/email/schemas.ts) so the admin screen
// can show them without loading zod with the page.
import { formatNumber } from "@/lib/format/price";
export const SUBJECT_CONTENT_REQUIRED = "Please provide both subject and email content";
export const RECIPIENTS_REQUIRED = "Please select at least one user to send email to";
export const MAX_RECIPIENTS = 1000;
export const TOO_MANY_RECIPIENTS = `You can send to at most ${formatNumber(MAX_RECIPIENTS, 0)} users at a time`;
// The toast when no e-mail provider is configured: the e-mails wait in the outbox, none left the server.
export const QUEUED_NO_PROVIDER = "Queued: no e-mail provider is configured";
