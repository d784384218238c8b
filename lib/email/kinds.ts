// What an outbox row can be and where it stands. Apart from the tables so that the outbox query's
// schema (and the screens that filter on it) read the same lists without loading drizzle.
export const emailKinds = ["welcome", "password_reset", "bulk", "alert"] as const;
export type EmailKind = (typeof emailKinds)[number];
// queued: waiting (or waiting again after a failed try); sending: claimed by one deliverer;
// sent: accepted by Resend; logged: kept in the outbox only (no RESEND_API_KEY); failed: gave up.
export const emailStatuses = ["queued", "sending", "sent", "logged", "failed"] as const;
export type EmailStatus = (typeof emailStatuses)[number];
