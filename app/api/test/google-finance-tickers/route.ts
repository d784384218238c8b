import { withAdmin } from "@/lib/http/route";
import { runCheckRequest } from "@/lib/quality/check-request";

export const dynamic = "force-dynamic";
export const maxDuration = 120;

// GET /api/test/google-finance-tickers: quality test 1, ticker recognition from rendered chart screenshots (admin; one run at a time, rate-limited).
export const GET = withAdmin(async ({ req, user }) =>
  Response.json(await runCheckRequest("google-tickers", req, user)),
);
