import { getDb } from "@/lib/db/client";
import { readJson, withUser } from "@/lib/http/route";
import { readSessionRef } from "@/lib/auth/session";
import { changePasswordSchema } from "@/lib/account/schemas";
import { changePassword } from "@/lib/account/service";

export const dynamic = "force-dynamic";

// POST /api/auth/change-password {currentPassword, newPassword}: this session stays, the others end.
export const POST = withUser({}, async ({ req, user }) => {
  const input = await readJson(req, changePasswordSchema);
  const ref = await readSessionRef(req.headers);
  return Response.json(await changePassword(await getDb(), user, input, ref?.sessionId ?? null));
});
