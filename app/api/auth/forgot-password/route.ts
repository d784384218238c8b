import { json, readJson, withRoute } from "@/lib/http/route";
import { forgotPasswordSchema } from "@/lib/email/schemas";
import { forgotPassword } from "@/lib/email/forgot-password";

export const dynamic = "force-dynamic";

// POST /api/auth/forgot-password {email}: e-mails a reset link; the same answer for any address.
export const POST = withRoute(async ({ req }) => {
  const { email } = await readJson(req, forgotPasswordSchema);
  return json(await forgotPassword(req, email));
});
