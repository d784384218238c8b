import { z } from "zod";
import { emailKinds, emailStatuses } from "./kinds";
import { MAX_RECIPIENTS, RECIPIENTS_REQUIRED, SUBJECT_CONTENT_REQUIRED, TOO_MANY_RECIPIENTS } from "./messages";
import { emailField, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT, FILL_REQUIRED } from "@/lib/auth/schemas";

// Shared by the forms and the handlers, so both say the same thing (spec part 2 sections 5, 8).

export const bulkEmailSchema = z
  .object({
    recipients: z.array(z.string().max(320), { error: RECIPIENTS_REQUIRED }).optional().default([]),
    subject: z.string().max(200, "The subject must be at most 200 characters").optional().default(""),
    content: z.string().max(20_000, "The content must be at most 20,000 characters").optional().default(""),
  })
  .superRefine((v, ctx) => {
    // One message at a time, in the spec's order: subject and content first, then recipients.
    if (!v.subject.trim() || !v.content.trim())
      return ctx.addIssue({ code: "custom", path: ["subject"], message: SUBJECT_CONTENT_REQUIRED });
    if (v.recipients.length === 0)
      return ctx.addIssue({ code: "custom", path: ["recipients"], message: RECIPIENTS_REQUIRED });
    if (new Set(v.recipients.map((r) => r.trim().toLowerCase())).size > MAX_RECIPIENTS) {
      ctx.addIssue({ code: "custom", path: ["recipients"], message: TOO_MANY_RECIPIENTS });
    }
  });
export type BulkEmailInput = z.infer<typeof bulkEmailSchema>;

export type BulkEmailResult = {
  success: boolean;
  sent: number;
  total: number;
  failed: { email: string; reason: string }[];
  /** Opted-out recipients: not sent, counted. */
  skipped: number;
  /** Waiting for a retry (the provider is down): the outbox job delivers them. */
  queued: number;
  /** true when no provider is configured and the messages were only kept in the outbox. */
  outboxOnly: boolean;
  message: string;
};

export const forgotPasswordSchema = z.object({
  email: emailField(FILL_REQUIRED, "Please enter a valid email address"),
});

const newPassword = z.string({ error: FILL_REQUIRED }).min(6, PASSWORD_TOO_SHORT).max(200, "Password is too long");
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: "This password reset link is invalid or has expired. Please request a new one." })
    .min(1)
    .max(200),
  password: newPassword,
});

/** The reset form: the handler's rules plus Confirm Password, one message at a time. */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.password || !v.confirmPassword)
      return ctx.addIssue({ code: "custom", path: ["password"], message: FILL_REQUIRED });
    if (v.password !== v.confirmPassword)
      return ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORD_MISMATCH });
    const parsed = newPassword.safeParse(v.password);
    if (!parsed.success)
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: parsed.error.issues[0]?.message ?? PASSWORD_TOO_SHORT,
      });
  });

export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for that e-mail, we have sent a link to reset the password. It is valid for 30 minutes.";
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired. Please request a new one.";

export const outboxQuerySchema = z.object({
  kind: z.enum(emailKinds).optional(),
  status: z.enum(emailStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export * from "./messages";
