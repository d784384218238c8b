import { withUser } from "@/lib/http/route";
import { marketData } from "@/lib/providers/market";
import { deleteAlert, updateAlert } from "@/lib/alerts/service";
import { alertIdSchema, updateAlertSchema } from "@/lib/alerts/schemas";

export const dynamic = "force-dynamic";

// PATCH /api/alerts/{id}: change the level, pause or resume, re-arm (another trader's: 404).
export const PATCH = withUser(
  { params: alertIdSchema, body: updateAlertSchema },
  async ({ user, db, now, params, body }) =>
    Response.json(await updateAlert({ db, market: marketData, now }, user, params.id, body)),
);

// DELETE /api/alerts/{id}: remove one of the caller's alerts (another trader's: 404).
export const DELETE = withUser({ params: alertIdSchema }, async ({ user, db, params }) => {
  await deleteAlert(db, user.id, params.id);
  return Response.json({ message: "Alert deleted" });
});
