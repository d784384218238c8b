import { withUser } from "@/lib/http/route";
import { deleteSavedAnalysis } from "@/lib/saved/service";

export const dynamic = "force-dynamic";

// DELETE /api/saved-analyses/{id}: remove one of the caller's saved analyses (others 404).
export const DELETE = withUser({}, async ({ user, params, db }) => {
  await deleteSavedAnalysis(db, user.id, String(params.id ?? ""));
  return Response.json({ message: "Analysis Deleted" });
});
