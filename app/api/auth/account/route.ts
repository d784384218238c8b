import { json, withUser } from "@/lib/http/route";
import { clearSessionCookies } from "@/lib/auth/session";
import { deleteAccountSchema } from "@/lib/account/schemas";
import { deleteOwnAccount } from "@/lib/account/service";
import { eraseUser } from "@/lib/admin/manage-user";

export const dynamic = "force-dynamic";

// DELETE /api/auth/account {password} (or {email} for a Google-only account): "Delete my account".
export const DELETE = withUser({ body: deleteAccountSchema }, async ({ user, body, db, now }) => {
  const res = json(await deleteOwnAccount(db, user, body, eraseUser, now));
  for (const c of clearSessionCookies()) res.headers.append("set-cookie", c);
  return res;
});
