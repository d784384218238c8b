// The bulk e-mail messages, apart from the zod schemas (lib/email/schemas.ts) so the admin screen
// can show them without loading zod with the page.
export const SUBJECT_CONTENT_REQUIRED = "Please provide both subject and email content";
export const RECIPIENTS_REQUIRED = "Please select at least one user to send email to";
export const MAX_RECIPIENTS = 1000;
export const TOO_MANY_RECIPIENTS = `You can send to at most ${MAX_RECIPIENTS.toLocaleString("en-US")} users at a time`;
