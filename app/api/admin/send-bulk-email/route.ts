import { json, withAdmin } from "@/lib/http/route";
import { emailSender } from "@/lib/providers/email";
import { sendBulkEmail } from "@/lib/email/bulk-send";
import { appOrigin } from "@/lib/email/links";
import { bulkEmailSchema } from "@/lib/email/schemas";

export const dynamic = "force-dynamic";
export const maxDuration = 120;

// POST /api/admin/send-bulk-email {recipients, subject, content}: admins only.
export const POST = withAdmin({ body: bulkEmailSchema }, async ({ req, user, body, db }) =>
  json(await sendBulkEmail(db, emailSender(), user, body, { origin: appOrigin(req.url) })),
);
