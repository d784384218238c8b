import { withAdmin } from "@/lib/http/route";
import { runCheckRequest } from "@/lib/quality/check-request";
import { currentHealth } from "@/lib/system/service";
import { providerProbes } from "@/lib/quality/probes";

export const dynamic = "force-dynamic";

// GET /api/system/health: measured health figures (admin). ?record=1 (the quality monitor's
// System Health test) also stores the result as a quality run; the page's 30 s poll does not.
export const GET = withAdmin(async ({ req, user }) => {
  const record = new URL(req.url).searchParams.get("record") === "1";
  return Response.json(
    record ? await runCheckRequest("system-health", req, user) : await currentHealth(providerProbes),
  );
});
