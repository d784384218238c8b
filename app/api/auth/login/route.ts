import { getDb } from "@/lib/db/client";
import { json, readJson, withRoute } from "@/lib/http/route";
import { loginSchema } from "@/lib/auth/schemas";
import { loginUser } from "@/lib/auth/login";
import { clientAddress } from "@/lib/http/client-address";
import { isSecureRequest, sessionCookie } from "@/lib/auth/session";
import { toPublicUser } from "@/lib/auth/public-user";

export const dynamic = "force-dynamic";

// POST /api/auth/login: email + password -> session cookie.
export const POST = withRoute(async ({ req }) => {
  const input = await readJson(req, loginSchema);
  const user = await loginUser(await getDb(), input, clientAddress(req.headers));
  const res = json({ user: toPublicUser(user) });
  res.headers.append("set-cookie", await sessionCookie(user, isSecureRequest(req.headers, req.url)));
  return res;
});
