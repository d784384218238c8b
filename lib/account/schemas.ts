import { z } from "zod";
import { safeString } from "@/lib/format/safe-text";
import { PASSWORD_TOO_SHORT } from "@/lib/auth/schemas";

// Self-service account changes on /profile. The new password follows the registration rules
// (lib/auth/schemas: at least 6 characters, at most 200).
export const changePasswordSchema = z.object({
  currentPassword: safeString({ error: "Enter your current password" }).min(1, "Enter your current password"),
  newPassword: safeString({ error: PASSWORD_TOO_SHORT }).min(6, PASSWORD_TOO_SHORT).max(200, "Password is too long"),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// Deleting the account: the password for accounts that have one; a Google-only account types
// its e-mail address instead (it has no password to give).
export const deleteAccountSchema = z.object({
  password: safeString().max(200).optional(),
  email: safeString().trim().max(320).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
