import { Resend } from "resend";
import type { EmailSender, OutgoingEmail, SendOutcome } from "./types";

const TIMEOUT_MS = 15_000;
// Retrying these can succeed (outage, throttling, a duplicate request still in flight); other
// errors (a refused address, a bad sender) fail the same way every time.
const RETRYABLE = new Set([
  "application_error",
  "internal_server_error",
  "rate_limit_exceeded",
  "concurrent_idempotent_requests",
  "daily_quota_exceeded",
  "monthly_quota_exceeded",
  "missing_api_key",
  "invalid_api_key",
  "restricted_api_key",
]);

type ResendError = { name?: string; message?: string; statusCode?: number | null };

/** A reason an admin may read: no key, no header, at most 200 characters. */
export function sanitizeReason(error: ResendError | string): string {
  const raw = typeof error === "string" ? error : `${error.name ?? "error"}: ${error.message ?? "unknown"}`;
  return raw
    .replace(/re_[A-Za-z0-9_]+/g, "re_***")
    .replace(/[\r\n]+/g, " ")
    .slice(0, 200);
}

function failure(error: ResendError): SendOutcome {
  const status = error.statusCode ?? null;
  const retryable = status === null || status >= 500 || status === 429 || RETRYABLE.has(error.name ?? "");
  return { ok: false, reason: sanitizeReason(error), retryable };
}

const toPayload = (m: OutgoingEmail) => ({
  from: m.from,
  to: [m.to],
  subject: m.subject,
  text: m.text,
  html: m.html,
  headers: m.headers,
});

/** Resend through its SDK: one message with emails.send, up to 100 with batch.send. */
export function createResendSender(
  apiKey: string,
  options: { baseUrl?: string; timeoutMs?: number } = {},
): EmailSender {
  const client = new Resend(apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  return {
    name: "resend",
    maxBatch: 100,
    async sendBatch(messages, idempotencyKey) {
      if (messages.length === 0) return [];
      if (messages.length > 100) throw new Error("Resend takes at most 100 messages per batch");
      if (messages.length === 1) {
        const { data, error } = await client.emails.send(toPayload(messages[0]), { idempotencyKey, signal: timeout() });
        return [error ? failure(error) : { ok: true, providerId: data?.id ?? null }];
      }
      // Permissive: one refused address does not sink the other 99.
      const { data, error } = await client.batch.send(messages.map(toPayload), {
        idempotencyKey,
        batchValidation: "permissive",
        signal: timeout(),
      });
      if (error) return messages.map(() => failure(error));
      const refused = new Map((("errors" in data ? data.errors : undefined) ?? []).map((e) => [e.index, e.message]));
      const ids = (data?.data ?? []).map((d) => d.id);
      let next = 0;
      return messages.map((_, i) => {
        const reason = refused.get(i);
        if (reason !== undefined) return { ok: false, reason: sanitizeReason(reason), retryable: false };
        return { ok: true, providerId: ids[next++] ?? null };
      });
    },
  };
}
