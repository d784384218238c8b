import { withAdmin } from "@/lib/http/route";
import { qualityHistory } from "@/lib/quality/history";

export const dynamic = "force-dynamic";

// GET /api/test/history: each quality test's last run and the overall score over time (admin).
export const GET = withAdmin(async ({ db, now }) => Response.json(await qualityHistory(db, now)));
