import { z } from "zod";
import { json, withAdmin } from "@/lib/http/route";
import { emailSender } from "@/lib/providers/email";
import { retryOutboxMessage } from "@/lib/email/outbox-view";

export const dynamic = "force-dynamic";

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid e-mail id");

// POST /api/admin/email-outbox/{id}/retry: sends a failed e-mail again.
export const POST = withAdmin(async ({ params, db }) => {
  const message = await retryOutboxMessage(db, emailSender(), idSchema.parse(params.id));
  return json({ message });
});
