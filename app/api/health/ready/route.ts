import { readinessResponse } from "@/lib/server/health";

export const dynamic = "force-dynamic";

// GET /api/health/ready: 200 when this instance can serve (database answers, schema current,
// not shutting down), else 503, so a balancer sends it no traffic. The details (driver,
// migration counts, reason) only with Authorization: Bearer HEALTH_PROBE_SECRET or as an admin.
export const GET = (req: Request) => readinessResponse(req);
