import { withUser } from "@/lib/http/route";
import { revokeShare } from "@/lib/share/service";

export const dynamic = "force-dynamic";

// DELETE /api/shares/{id}: revoke one of the caller's links (its page answers 404 from then on).
export const DELETE = withUser({}, async ({ user, params, db, now }) => {
  await revokeShare(db, user.id, String(params.id ?? ""), now);
  return new Response(null, { status: 204 });
});
