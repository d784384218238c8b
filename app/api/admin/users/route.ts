import { withAdmin } from "@/lib/http/route";
import { listUsers } from "@/lib/admin/users";
import { usersQuerySchema } from "@/lib/admin/schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/users?page&pageSize&search&plan&sort: one page of users (see usersQuerySchema);
// with no parameters, the newest 25.
export const GET = withAdmin({ query: usersQuerySchema }, async ({ query, db, now }) =>
  Response.json(await listUsers(db, query, now)),
);
