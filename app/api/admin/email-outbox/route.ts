import { getDb } from "@/lib/db/client";
import { json, withAdmin } from "@/lib/http/route";
import { listOutbox } from "@/lib/email/outbox-view";
import { outboxQuerySchema } from "@/lib/email/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/email-outbox?kind&status&page&pageSize: recent e-mails and their delivery state.
export const GET = withAdmin(async ({ req }) => {
  const query = outboxQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json(await listOutbox(await getDb(), query), { headers: { "cache-control": "no-store" } });
});
