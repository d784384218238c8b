import { json, withRoute } from "@/lib/http/route";
import { isSecureRequest, sessionCookie } from "@/lib/auth/session";
import { toPublicUser } from "@/lib/auth/public-user";
import { clientAddress } from "@/lib/http/client-address";
import { consume } from "@/lib/rate-limit/registry";
import { resetPassword } from "@/lib/email/password-reset";
import { resetPasswordSchema } from "@/lib/email/schemas";

export const dynamic = "force-dynamic";

// POST /api/auth/reset-password {token, password}: sets the new password, ends every other
// session of the account and signs this browser in.
export const POST = withRoute(
  async ({ req, body, db }) => {
    await consume("resetPerClient", clientAddress(req.headers));
    const user = await resetPassword(db, body.token, body.password);
    const res = json({ user: toPublicUser(user), message: "Your password has been changed." });
    res.headers.append("set-cookie", await sessionCookie(user, isSecureRequest(req.headers, req.url)));
    return res;
  },
  { body: resetPasswordSchema },
);
