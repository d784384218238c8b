import type { EmailSender } from "./types";

// The default without RESEND_API_KEY: nothing leaves the server. Every message stays readable in
// the email_outbox table (and on /email-dashboard), marked "logged" rather than "sent".
export const outboxSender: EmailSender = {
  name: "outbox",
  maxBatch: 100,
  async sendBatch(messages) {
    return messages.map(() => ({ ok: true as const, providerId: null }));
  },
};
