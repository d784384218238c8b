import { withAdmin } from "@/lib/http/route";
import { testMarketProvider } from "@/lib/system/service";
import { providerProbes } from "@/lib/quality/probes";

export const dynamic = "force-dynamic";

// GET /api/system/test-yahoo-finance: one uncached quote through the configured market provider (admin).
export const GET = withAdmin(async ({ user }) => Response.json(await testMarketProvider(user, providerProbes)));
