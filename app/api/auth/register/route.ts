import { getDb } from "@/lib/db/client";
import { json, readJson, withRoute } from "@/lib/http/route";
import { registerSchema } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/auth/register";
import { isSecureRequest, sessionCookie } from "@/lib/auth/session";
import { toPublicUser } from "@/lib/auth/public-user";

export const dynamic = "force-dynamic";

// POST /api/auth/register: creates a free account and signs it in.
export const POST = withRoute(async ({ req }) => {
  const input = await readJson(req, registerSchema);
  const user = await registerUser(await getDb(), input);
  const res = json({ user: toPublicUser(user) }, { status: 201 });
  res.headers.append("set-cookie", await sessionCookie(user, isSecureRequest(req.headers, req.url)));
  return res;
});
