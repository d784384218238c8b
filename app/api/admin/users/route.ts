import { withAdmin } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { listUsers } from "@/lib/admin/users";
import { queryOf, usersQuerySchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/users?page&pageSize&search&plan&sort: one page of users (see usersQuerySchema);
// with no parameters, the newest 25.
export const GET = withAdmin(async ({ req }) =>
  Response.json(await listUsers(await getDb(), usersQuerySchema.parse(queryOf(req)), new Date())),
);
