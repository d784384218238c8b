import { withUser } from "@/lib/http/route";
import { readSessionRef } from "@/lib/auth/session";
import { changePasswordSchema } from "@/lib/account/schemas";
import { changePassword } from "@/lib/account/service";

export const dynamic = "force-dynamic";

// POST /api/auth/change-password {currentPassword, newPassword}: this session stays, the others end.
export const POST = withUser({ body: changePasswordSchema }, async ({ req, user, body, db }) => {
  const ref = await readSessionRef(req.headers);
  return Response.json(await changePassword(db, user, body, ref?.sessionId ?? null));
});
