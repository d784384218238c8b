import { getDb } from "@/lib/db/client";
import { sql } from "drizzle-orm";

export const dynamic = "force-dynamic";

// GET /api/health: liveness for load balancers and the e2e runner; answers once the DB is migrated.
export async function GET() {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return Response.json({ ok: true });
}
