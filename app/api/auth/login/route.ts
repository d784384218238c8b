import { json, withRoute } from "@/lib/http/route";
import { loginSchema } from "@/lib/auth/schemas";
import { loginUser } from "@/lib/auth/login";
import { clientAddress } from "@/lib/http/client-address";
import { deviceCookie } from "@/lib/auth/device-cookie";
import { isSecureRequest, sessionCookie } from "@/lib/auth/session";
import { toPublicUser } from "@/lib/auth/public-user";

export const dynamic = "force-dynamic";

// POST /api/auth/login: email + password -> session cookie, and the device cookie that makes
// this browser a known one for the account (lib/auth/device-cookie.ts).
export const POST = withRoute(
  async ({ req, body, db }) => {
    const user = await loginUser(db, body, { headers: req.headers, address: clientAddress(req.headers) });
    const secure = isSecureRequest(req.headers, req.url);
    const res = json({ user: toPublicUser(user) });
    res.headers.append("set-cookie", await sessionCookie(user, secure));
    res.headers.append("set-cookie", deviceCookie(user.email, secure));
    return res;
  },
  { body: loginSchema },
);
