import { withAdmin } from "@/lib/http/route";
import { runCheckRequest } from "@/lib/quality/check-request";

export const dynamic = "force-dynamic";
export const maxDuration = 120;

// GET /api/test/ai-processing: quality test 5, a grounded round trip of the narrative provider (admin; one run at a time, rate-limited).
export const GET = withAdmin(async ({ req, user }) => Response.json(await runCheckRequest("ai-processing", req, user)));
