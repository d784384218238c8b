import { readinessResponse } from "@/lib/server/health";

export const dynamic = "force-dynamic";

// GET /api/health: liveness, the process answers HTTP (no database call, so a slow database does
// not get a live instance restarted). GET /api/health?ready=1 (or /api/health/ready): readiness,
// for balancers and the e2e runner; 200 only when the database answers and its schema is current.
export async function GET(req: Request) {
  if (new URL(req.url).searchParams.has("ready")) return readinessResponse(req);
  return Response.json({ ok: true, status: "alive" });
}
