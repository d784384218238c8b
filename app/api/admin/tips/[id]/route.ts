import { readJson, withAdmin } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { deleteTip, updateTip } from "@/lib/tips/admin";
import { tipIdSchema, tipInputSchema } from "@/lib/tips/schemas";

export const dynamic = "force-dynamic";

// PUT /api/admin/tips/{id}: replace a tip's fields.
export const PUT = withAdmin<{ id: string }>(async ({ req, params, user }) => {
  const id = tipIdSchema.parse(params.id);
  const input = await readJson(req, tipInputSchema);
  return Response.json(await updateTip(await getDb(), user, id, input));
});

// DELETE /api/admin/tips/{id}
export const DELETE = withAdmin<{ id: string }>(async ({ params, user }) => {
  await deleteTip(await getDb(), user, tipIdSchema.parse(params.id));
  return Response.json({ success: true });
});
