import { json, withRoute } from "@/lib/http/route";
import { clientAddress } from "@/lib/http/client-address";
import { registerSchema } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/auth/register";
import { queueWelcomeEmail } from "@/lib/email/welcome";
import { deliverInBackground } from "@/lib/email/kick";
import { deviceCookie } from "@/lib/auth/device-cookie";
import { isSecureRequest, sessionCookie } from "@/lib/auth/session";
import { toPublicUser } from "@/lib/auth/public-user";
import { consume } from "@/lib/rate-limit/registry";

export const dynamic = "force-dynamic";

// POST /api/auth/register: creates a free account and signs it in. Every well-formed attempt
// counts against the client's hourly allowance before anything is looked up (also the ones
// answered "already exists"), so the answer cannot be asked for address after address.
export const POST = withRoute(
  async ({ req, body, db }) => {
    await consume("signupClient", clientAddress(req.headers));
    const user = await registerUser(db, body, { queue: queueWelcomeEmail, deliver: deliverInBackground });
    const secure = isSecureRequest(req.headers, req.url);
    const res = json({ user: toPublicUser(user) }, { status: 201 });
    res.headers.append("set-cookie", await sessionCookie(user, secure));
    res.headers.append("set-cookie", deviceCookie(user.email, secure));
    return res;
  },
  { body: registerSchema },
);
