import { getDb } from "@/lib/db/client";
import { json, readJson, withUser } from "@/lib/http/route";
import { clearSessionCookies } from "@/lib/auth/session";
import { deleteAccountSchema } from "@/lib/account/schemas";
import { deleteOwnAccount } from "@/lib/account/service";

export const dynamic = "force-dynamic";

// DELETE /api/auth/account {password} (or {email} for a Google-only account): "Delete my account".
export const DELETE = withUser({}, async ({ req, user }) => {
  const input = await readJson(req, deleteAccountSchema);
  const res = json(await deleteOwnAccount(await getDb(), user, input, new Date()));
  for (const c of clearSessionCookies()) res.headers.append("set-cookie", c);
  return res;
});
