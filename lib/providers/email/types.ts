// What the e-mail module hands a sender: finished messages (the layout is already applied).
export type OutgoingEmail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** Per message: accepted (with the provider's id), or refused with a reason safe to show an admin. */
export type SendOutcome = { ok: true; providerId: string | null } | { ok: false; reason: string; retryable: boolean };

export interface EmailSender {
  /** "resend" delivers; "outbox" only keeps the rows (no RESEND_API_KEY). */
  readonly name: "resend" | "outbox";
  /** Most messages one sendBatch call may carry (Resend's batch endpoint takes 100). */
  readonly maxBatch: number;
  /**
   * Sends one group under one idempotency key: repeating the same call with the same key and the
   * same messages never delivers twice. Returns one outcome per message, in order.
   */
  sendBatch(messages: OutgoingEmail[], idempotencyKey: string): Promise<SendOutcome[]>;
}
