import { getDb } from "@/lib/db/client";
import { json, readJson, withRoute } from "@/lib/http/route";
import { clientAddress } from "@/lib/http/client-address";
import { registerSchema } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/auth/register";
import { isSecureRequest, sessionCookie } from "@/lib/auth/session";
import { toPublicUser } from "@/lib/auth/public-user";
import { assertSignupAllowed, recordSignup } from "@/lib/rate-limit/signup-limiter";

export const dynamic = "force-dynamic";

// POST /api/auth/register: creates a free account and signs it in (a few accounts per client an hour).
export const POST = withRoute(async ({ req }) => {
  const client = clientAddress(req.headers);
  await assertSignupAllowed(client);
  const input = await readJson(req, registerSchema);
  const user = await registerUser(await getDb(), input);
  await recordSignup(client);
  const res = json({ user: toPublicUser(user) }, { status: 201 });
  res.headers.append("set-cookie", await sessionCookie(user, isSecureRequest(req.headers, req.url)));
  return res;
});
