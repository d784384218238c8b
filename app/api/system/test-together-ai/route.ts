import { withAdmin } from "@/lib/http/route";
import { testAiProvider } from "@/lib/system/service";
import { providerProbes } from "@/lib/quality/probes";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

// GET /api/system/test-together-ai: one round trip through the configured AI provider (admin).
export const GET = withAdmin(async ({ user }) => Response.json(await testAiProvider(user, providerProbes)));
