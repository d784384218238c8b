// The auth forms' messages and request shape, apart from the zod schemas (lib/auth/schemas.ts) so
// the forms can show them without loading zod with the page.
export const TERMS_MESSAGE = "You must accept the Terms of Service and Privacy Policy to create an account";
export const TERMS_INLINE_MESSAGE = "You must accept the Terms of Service and Privacy Policy to continue.";
export const FILL_ALL = "Please fill in all fields";
export const FILL_REQUIRED = "Please fill in all required fields";
export const PASSWORD_MISMATCH = "Passwords do not match";
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters";
/** RFC 5321's limit for a whole address; anything longer is refused before it is used at all. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG = `An email address has at most ${EMAIL_MAX_LENGTH} characters`;

type RegisterFields = { email: string; password: string; fullName: string; username: string; termsAccepted: boolean };

/** The request body the Register form sends (spec part 1 section 7). */
export function toRegisterInput(v: RegisterFields) {
  return {
    email: v.email,
    password: v.password,
    fullName: v.fullName,
    username: v.username,
    termsAccepted: v.termsAccepted,
    termsAcceptedAt: v.termsAccepted ? new Date().toISOString() : undefined,
  };
}
