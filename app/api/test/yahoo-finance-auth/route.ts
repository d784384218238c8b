import { withAdmin } from "@/lib/http/route";
import { runCheckRequest } from "@/lib/quality/check-request";

export const dynamic = "force-dynamic";
export const maxDuration = 120;

// GET /api/test/yahoo-finance-auth: quality test 4, market data authenticity (admin; one run at a time, rate-limited).
export const GET = withAdmin(async ({ req, user }) => Response.json(await runCheckRequest("yahoo-auth", req, user)));
