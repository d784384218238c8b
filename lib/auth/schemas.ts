import { z } from "zod";
import { safeString } from "@/lib/format/safe-text";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_TOO_LONG,
  FILL_ALL,
  FILL_REQUIRED,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
  TERMS_MESSAGE,
  toRegisterInput,
} from "./form-messages";

// One set of rules for the login/register forms and their handlers, so both say the same thing.
export * from "./form-messages";

/**
 * An e-mail field: over 254 characters it is refused first (400), and no later rule (nor the
 * caller) ever handles the text: a 1 MB address costs a length check, nothing more.
 */
export const emailField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .max(EMAIL_MAX_LENGTH, { error: EMAIL_TOO_LONG, abort: true })
    .pipe(safeString().trim().min(1, required).email(invalid));

const email = emailField(FILL_REQUIRED, "Please enter a valid email address");

/**
 * Longest password a login compares. New passwords have at most 200 characters; this leaves room
 * for one set another way (ADMIN_PASSWORD), and a longer one is refused unread: never hashed,
 * never counted against the account.
 */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;

export const loginSchema = z.object({
  email: emailField(FILL_ALL, "Invalid email or password"),
  password: z
    .string({ error: FILL_ALL })
    .max(LOGIN_PASSWORD_MAX_LENGTH, { error: "Password is too long", abort: true })
    .pipe(safeString({ error: FILL_ALL }).min(1, FILL_ALL)),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalText = safeString()
  .trim()
  .max(100, "Must be at most 100 characters")
  .optional()
  .transform((v) => (v ? v : undefined));

export const registerSchema = z.object({
  email,
  password: safeString({ error: FILL_REQUIRED }).min(6, PASSWORD_TOO_SHORT).max(200, "Password is too long"),
  fullName: optionalText,
  username: optionalText,
  termsAccepted: z.literal(true, { error: TERMS_MESSAGE }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * The Register form: the handler's schema plus Confirm Password, checked in the spec's order
 * (part 1 section 5: required fields, terms, match, length) so the form shows one message at a
 * time, the first that applies; then the handler's own rules (email format, lengths).
 */
export const registerFormSchema = z
  .object({
    fullName: z.string(),
    username: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    termsAccepted: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!v.email.trim() || !v.password || !v.confirmPassword) return fail("email", FILL_REQUIRED);
    if (!v.termsAccepted) return fail("termsAccepted", TERMS_MESSAGE);
    if (v.password !== v.confirmPassword) return fail("confirmPassword", PASSWORD_MISMATCH);
    const parsed = registerSchema.safeParse(toRegisterInput(v));
    if (!parsed.success)
      fail(String(parsed.error.issues[0]?.path[0] ?? "email"), parsed.error.issues[0]?.message ?? FILL_REQUIRED);
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;
