import { readinessResponse } from "@/lib/server/health";

export const dynamic = "force-dynamic";

// GET /api/health/ready: 200 when this instance can serve (database answers, schema current,
// not shutting down), else 503, so a balancer sends it no traffic.
export const GET = () => readinessResponse();
