import { withAdmin } from "@/lib/http/route";
import { deleteTip, updateTip } from "@/lib/tips/admin";
import { tipIdSchema, tipInputSchema } from "@/lib/tips/schemas";

export const dynamic = "force-dynamic";

// PUT /api/admin/tips/{id}: replace a tip's fields.
export const PUT = withAdmin({ body: tipInputSchema }, async ({ params, user, body, db }) =>
  Response.json(await updateTip(db, user, tipIdSchema.parse(params.id), body)),
);

// DELETE /api/admin/tips/{id}
export const DELETE = withAdmin(async ({ params, user, db }) => {
  await deleteTip(db, user, tipIdSchema.parse(params.id));
  return Response.json({ success: true });
});
