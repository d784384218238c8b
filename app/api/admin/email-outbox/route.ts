import { json, withAdmin } from "@/lib/http/route";
import { listOutbox } from "@/lib/email/outbox-view";
import { outboxQuerySchema } from "@/lib/email/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/email-outbox?kind&status&page&pageSize: recent e-mails and their delivery state.
export const GET = withAdmin({ query: outboxQuerySchema }, async ({ query, db }) =>
  json(await listOutbox(db, query), { headers: { "cache-control": "no-store" } }),
);
