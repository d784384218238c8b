import { getDb } from "@/lib/db/client";
import { json, readJson, withAdmin } from "@/lib/http/route";
import { emailSender } from "@/lib/providers/email";
import { sendBulkEmail } from "@/lib/email/bulk-send";
import { appOrigin } from "@/lib/email/links";
import { bulkEmailSchema } from "@/lib/email/schemas";

export const dynamic = "force-dynamic";
export const maxDuration = 120;

// POST /api/admin/send-bulk-email {recipients, subject, content}: admins only.
export const POST = withAdmin(async ({ req, user }) => {
  const input = await readJson(req, bulkEmailSchema);
  return json(await sendBulkEmail(await getDb(), emailSender(), user, input, { origin: appOrigin(req.url) }));
});
