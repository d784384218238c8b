import { withAdmin } from "@/lib/http/route";
import { runCheckRequest } from "@/lib/quality/check-request";

export const dynamic = "force-dynamic";
export const maxDuration = 120;

// GET /api/test/daily-trade-ideas-validation: quality test 2, every current trade idea against the live quote (admin; one run at a time, rate-limited).
export const GET = withAdmin(async ({ req, user }) => Response.json(await runCheckRequest("daily-ideas", req, user)));
