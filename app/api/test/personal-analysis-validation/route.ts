import { withAdmin } from "@/lib/http/route";
import { runCheckRequest } from "@/lib/quality/check-request";

export const dynamic = "force-dynamic";
export const maxDuration = 120;

// GET /api/test/personal-analysis-validation: quality test 3 and the validation page, the engine on fixed sample assets (admin; one run at a time, rate-limited).
export const GET = withAdmin(async ({ req, user }) =>
  Response.json(await runCheckRequest("personal-analysis", req, user)),
);
